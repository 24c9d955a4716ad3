/** A valid working Task, the base the validate tests change one field of. */
export const task = {
  taskId: "t-1",
  status: "working",
  createdAt: "2025-11-25T10:30:00Z",
  lastUpdatedAt: "2025-11-25T10:30:00Z",
  ttlMs: 1,
};
