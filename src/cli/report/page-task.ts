/**
 * The page script's drawing of one task: its status over time, a marker per event and per finding, the findings
 * list, and the event table (built when opened). Every string from the trace goes in through textContent or a
 * title property; classes and positions come from fixed tables and numbers only.
 */

/** JavaScript source: function declarations used by the page script (page-script.ts), which runs them in one scope. */
export const PAGE_TASK_JS = `
var STATUS_CLASS = { working: "st-working", input_required: "st-input_required", completed: "st-completed", failed: "st-failed", cancelled: "st-cancelled" };
var KIND_LABEL = { created: "created", status: "status", poll: "polls", notification: "notifications", input: "input requests", update: "tasks/update", cancel: "tasks/cancel", error: "error answer" };

function statusClass(status) {
  return Object.prototype.hasOwnProperty.call(STATUS_CLASS, status) ? STATUS_CLASS[status] : "st-other";
}

function decodeEvents(t) {
  var raw = t.rawEvents, list = [];
  for (var k = 0; k < raw.length; k += 8) {
    list.push({ kind: data.kinds[raw[k]], line: raw[k + 1], at: raw[k + 2], status: raw[k + 3] < 0 ? null : S[raw[k + 3]],
      text: S[raw[k + 4]], count: raw[k + 5], lastLine: raw[k + 6], lastAt: raw[k + 7] === null ? raw[k + 2] : raw[k + 7] });
  }
  return list;
}

function makeAxis(t, events) {
  var timed = events.length > 0 && events.every(function (e) { return e.at !== null; }) && t.findings.every(function (f) { return f.at !== null; });
  var lo = Infinity, hi = -Infinity;
  function see(v) { if (v < lo) lo = v; if (v > hi) hi = v; }
  events.forEach(function (e) { see(timed ? e.at : e.line); see(timed ? e.lastAt : e.lastLine); });
  t.findings.forEach(function (f) { see(timed ? f.at : f.line); });
  if (!(lo <= hi)) { lo = 0; hi = 0; }
  var span = hi - lo;
  return {
    timed: timed, lo: lo, hi: hi,
    // The trace's span maps to 2%..88%; what follows the last event (a terminal status, a TTL ahead) gets the rest.
    x: function (v) { return span === 0 ? 45 : 2 + (86 * (v - lo)) / span; },
    of: function (thing, last) { return timed ? (last ? thing.lastAt : thing.at) : (last ? thing.lastLine : thing.line); },
    where: function (line, at) { return timed && at !== null ? "line " + line + ", +" + duration(at - lo) : "line " + line; }
  };
}

function marker(cls, left, title) {
  var m = el("span", cls);
  m.style.left = left.toFixed(3) + "%";
  m.title = title;
  return m;
}

function drawTrack(t, events, axis) {
  var track = el("div", "track");
  var statuses = events.filter(function (e) { return e.status !== null; });
  statuses.forEach(function (e, i) {
    var from = axis.x(axis.of(e, false)), next = statuses[i + 1];
    var to = next === undefined ? 100 : axis.x(axis.of(next, false));
    var seg = marker("seg " + statusClass(e.status), from, e.status + " from " + axis.where(e.line, e.at));
    seg.textContent = e.status;
    seg.style.width = Math.max(0.4, to - from).toFixed(3) + "%";
    track.appendChild(seg);
  });
  events.forEach(function (e) {
    var title = KIND_LABEL[e.kind] + " · " + axis.where(e.line, e.at) + (e.count > 1 ? " to line " + e.lastLine : "") + " · " + e.text;
    var from = axis.x(axis.of(e, false));
    track.appendChild(marker("mk k-" + e.kind, from, title));
    if (e.count > 1) {
      // A run of polls or notifications: a thin line from the first to the last.
      var run = marker("run", from, title);
      run.style.width = Math.max(0, axis.x(axis.of(e, true)) - from).toFixed(3) + "%";
      track.appendChild(run);
      track.appendChild(marker("mk k-" + e.kind, axis.x(axis.of(e, true)), title));
    }
  });
  if (axis.timed && t.expiresAt !== null && t.expiresAt >= axis.lo && axis.x(t.expiresAt) <= 100) {
    track.appendChild(marker("ttl", axis.x(t.expiresAt), "TTL ends here (createdAt + ttlMs)"));
  }
  t.findings.forEach(function (f, k) {
    var a = marker("fm sev-" + f.sev, axis.x(axis.of(f, false)), f.sev + " " + data.rules[f.rule][0] + " (" + (f.party || "no party") + "), " + axis.where(f.line, f.at) + ": " + f.message);
    var link = el("a", a.className, "!");
    link.style.left = a.style.left;
    link.title = a.title;
    link.href = "#f-" + t.index + "-" + k;
    link.dataset.finding = String(k);
    track.appendChild(link);
  });
  return track;
}

function findingItem(f, id, taskId) {
  var li = el("li", "finding");
  li.id = id;
  li.dataset.rule = data.rules[f.rule][0];
  li.dataset.ruleIndex = String(f.rule);
  li.dataset.party = f.party === null ? "none" : f.party;
  li.dataset.severity = f.sev;
  li.dataset.line = String(f.line);
  li.appendChild(el("span", "sev sev-" + f.sev, f.sev));
  li.appendChild(el("span", "party", f.party === null ? "no party" : f.party));
  var rule = el("a", "rule", data.rules[f.rule][0]);
  rule.href = "#rule-" + f.rule;
  li.appendChild(rule);
  li.appendChild(el("span", "muted line", "line " + f.line));
  if (taskId !== undefined && taskId !== null) li.appendChild(el("code", "finding-task", taskId));
  li.appendChild(el("span", "message", f.message));
  return li;
}

function eventTable(t, events, axis) {
  var table = el("table"), head = el("tr");
  ["line", "time", "what", "status", "detail"].forEach(function (h) { head.appendChild(el("th", "", h)); });
  table.appendChild(head);
  events.forEach(function (e) {
    var row = el("tr");
    row.appendChild(el("td", "n", e.count > 1 ? e.line + "–" + e.lastLine : e.line));
    row.appendChild(el("td", "n", e.at === null ? "" : "+" + duration(e.at - (axis.timed ? axis.lo : e.at))));
    row.appendChild(el("td", "", KIND_LABEL[e.kind] + (e.count > 1 ? " ×" + e.count : "")));
    row.appendChild(el("td", "", e.status === null ? "" : e.status));
    row.appendChild(el("td", "", e.text));
    table.appendChild(row);
  });
  return table;
}

function card(t) {
  var events = decodeEvents(t), axis = makeAxis(t, events);
  var sec = el("section", "task");
  sec.id = "task-" + t.index;
  var head = el("div", "head");
  head.appendChild(el("code", "task-id", t.id));
  head.appendChild(el("span", "chip " + statusClass(t.status), t.status === null ? "unknown" : t.status));
  var span = axis.timed ? duration(axis.hi - axis.lo) + " over lines " : "lines ";
  head.appendChild(el("span", "muted", span + firstLine(events, t) + "–" + lastLine(events, t)));
  if (t.expiresAt !== null) head.appendChild(el("span", "muted", ttlText(t, axis)));
  sec.appendChild(head);
  sec.appendChild(drawTrack(t, events, axis));
  var labels = el("div", "axis");
  var first = el("span", "", axis.timed ? "+0 ms" : "line " + axis.lo);
  var last = el("span", "", axis.timed ? "+" + duration(axis.hi - axis.lo) : "line " + axis.hi);
  first.style.left = axis.x(axis.lo).toFixed(3) + "%";
  last.style.left = axis.x(axis.hi).toFixed(3) + "%";
  labels.appendChild(first);
  labels.appendChild(last);
  sec.appendChild(labels);
  var list = el("ol", "findings");
  t.findings.forEach(function (f, k) { list.appendChild(findingItem(f, "f-" + t.index + "-" + k)); });
  if (t.omittedFindings > 0) list.appendChild(el("li", "muted", t.omittedFindings + " more findings on this task are counted in the summary but not listed."));
  sec.appendChild(list);
  var details = el("details", "events");
  details.appendChild(el("summary", "", events.length + " events" + (t.omittedEvents > 0 ? " (" + t.omittedEvents + " more not kept)" : "")));
  details.addEventListener("toggle", function () {
    if (details.open && details.childNodes.length === 1) details.appendChild(eventTable(t, events, axis));
  });
  sec.appendChild(details);
  return sec;
}

function firstLine(events, t) {
  var lines = events.map(function (e) { return e.line; }).concat(t.findings.map(function (f) { return f.line; }));
  return lines.length === 0 ? "?" : Math.min.apply(null, lines);
}

function lastLine(events, t) {
  var lines = events.map(function (e) { return e.lastLine; }).concat(t.findings.map(function (f) { return f.line; }));
  return lines.length === 0 ? "?" : Math.max.apply(null, lines);
}

function ttlText(t, axis) {
  if (!axis.timed) return "TTL ends " + dateText(data.base + t.expiresAt);
  if (axis.x(t.expiresAt) > 100) return "TTL ends " + duration(t.expiresAt - axis.hi) + " after the last event";
  if (t.expiresAt < axis.lo) return "TTL had passed before the first event";
  return "TTL ends +" + duration(t.expiresAt - axis.lo) + " (dashed line)";
}

function dateText(ms) {
  var date = new Date(ms);
  return isNaN(date.getTime()) ? "beyond the dates a browser can show" : date.toISOString();
}

function duration(ms) {
  if (ms < 1000) return Math.round(ms) + " ms";
  if (ms < 60000) return (ms / 1000).toFixed(ms < 10000 ? 3 : 1) + " s";
  var minutes = Math.floor(ms / 60000);
  return minutes + " min " + Math.round((ms % 60000) / 1000) + " s";
}
`;
