/** Infers the direction of a message that has no envelope `dir`, from its method or the request it answers. */
import type { Direction } from "./entry.js";

/** Requests a server sends to a client; every other request is taken as client to server. */
const SERVER_REQUESTS: ReadonlySet<string> = new Set(["elicitation/create", "sampling/createMessage", "roots/list"]);

/** Notifications a client sends to a server; every other notification is taken as server to client. */
const CLIENT_NOTIFICATIONS: ReadonlySet<string> = new Set([
  "notifications/initialized",
  "notifications/cancelled",
  "notifications/roots/list_changed",
]);

/** The direction of a request with this method. */
export function requestDirection(method: string): Direction {
  return SERVER_REQUESTS.has(method) ? "s2c" : "c2s";
}

/** The direction of a notification with this method. */
export function notificationDirection(method: string): Direction {
  return CLIENT_NOTIFICATIONS.has(method) ? "c2s" : "s2c";
}

/** The opposite direction: the way a response to a request travels. */
export function opposite(dir: Direction): Direction {
  return dir === "c2s" ? "s2c" : "c2s";
}
