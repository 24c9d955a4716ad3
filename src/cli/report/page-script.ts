/**
 * The report page's script: reads the data block, draws the summary once, then the filtered page of tasks on every
 * change. Only the current page is drawn (the data of 10,000 tasks stays in memory, their DOM does not). Nothing
 * from the data is ever parsed as HTML or used as a URL.
 */
import { PAGE_TASK_JS } from "./page-task.js";

const PAGE_MAIN_JS = `
var data = JSON.parse(document.getElementById("report-data").textContent);
var S = data.strings;
var SEV = ["error", "warning"];
var PARTY = ["client", "server", null];
var state = { party: data.party === null ? "all" : data.party, severity: "all", rule: "all", status: "all", query: "", only: false, page: 0, size: 50 };

function el(tag, cls, text) {
  var e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = String(text);
  return e;
}

function findingAt(a, k) {
  return { line: a[k], at: a[k + 1], rule: a[k + 2], sev: SEV[a[k + 3]], party: PARTY[a[k + 4]], message: S[a[k + 5]] };
}

var tasks = data.tasks.map(function (t, i) {
  var findings = [];
  for (var k = 0; k < t[6].length; k += 6) findings.push(findingAt(t[6], k));
  return { index: i, id: t[0], status: t[1] < 0 ? null : S[t[1]], expiresAt: t[2], omittedEvents: t[3], omittedFindings: t[4], rawEvents: t[5], findings: findings };
});
var general = [];
for (var g = 0; g < data.general.length; g += 7) {
  var one = findingAt(data.general, g);
  one.taskId = data.general[g + 6] < 0 ? null : S[data.general[g + 6]];
  general.push(one);
}

function matches(f) {
  if (state.party !== "all" && (f.party === null ? "none" : f.party) !== state.party) return false;
  if (state.severity !== "all" && f.sev !== state.severity) return false;
  return state.rule === "all" || String(f.rule) === state.rule;
}

function shownTasks() {
  var q = state.query.toLowerCase();
  return tasks.filter(function (t) {
    if (state.status !== "all" && (t.status === null ? "unknown" : t.status) !== state.status) return false;
    if (q !== "" && t.id.toLowerCase().indexOf(q) < 0) return false;
    return !state.only || t.findings.some(matches);
  });
}

function statusCounts() {
  var byStatus = new Map();
  tasks.forEach(function (t) { var s = t.status === null ? "unknown" : t.status; byStatus.set(s, (byStatus.get(s) || 0) + 1); });
  return byStatus;
}

function drawSummary() {
  var byStatus = statusCounts();
  var statusBox = document.getElementById("by-status");
  Array.from(byStatus.keys()).sort().forEach(function (s) {
    statusBox.appendChild(el("span", "chip " + statusClass(s), s + " " + byStatus.get(s).toLocaleString("en-US")));
  });
  if (data.tasksNotDrawn > 0) statusBox.appendChild(el("p", "muted", data.tasksNotDrawn.toLocaleString("en-US") + " more tasks are beyond the report's limit and not drawn."));
  var parties = { client: [0, 0], server: [0, 0], none: [0, 0] };
  var rows = document.getElementById("by-rule");
  data.counts.forEach(function (c) {
    parties.client[c[1]] += c[2]; parties.server[c[1]] += c[3]; parties.none[c[1]] += c[4];
    var row = el("tr", "pick");
    var link = el("a", "rule", data.rules[c[0]][0]);
    link.href = "#rule-" + c[0];
    var cell = el("td");
    cell.appendChild(link);
    row.appendChild(cell);
    row.appendChild(el("td", "", SEV[c[1]]));
    [c[2], c[3], c[4], c[2] + c[3] + c[4]].forEach(function (n) { row.appendChild(el("td", "n", n.toLocaleString("en-US"))); });
    row.title = "Show only this rule's findings";
    row.addEventListener("click", function (event) {
      if (event.target === link) return;
      setFilter("rule", String(c[0]));
    });
    rows.appendChild(row);
  });
  if (data.counts.length === 0) rows.appendChild(el("tr", "", "")).appendChild(el("td", "muted", "No findings."));
  var partyRows = document.getElementById("by-party");
  ["server", "client", "none"].forEach(function (p) {
    var row = el("tr");
    row.appendChild(el("td", "", p === "none" ? "no party" : p));
    row.appendChild(el("td", "n", parties[p][0].toLocaleString("en-US")));
    row.appendChild(el("td", "n", parties[p][1].toLocaleString("en-US")));
    partyRows.appendChild(row);
  });
  var rules = document.getElementById("rules");
  data.rules.forEach(function (r, i) {
    var dt = el("dt", "", r[0]);
    dt.id = "rule-" + i;
    rules.appendChild(dt);
    rules.appendChild(el("dd", "", r[3] + " (" + r[1] + "; at fault: " + (r[2] === "none" ? "no party" : r[2]) + ")"));
  });
}

function drawControls() {
  var rule = document.getElementById("f-rule");
  data.rules.forEach(function (r, i) { var o = el("option", "", r[0]); o.value = String(i); rule.appendChild(o); });
  var status = document.getElementById("f-status");
  Array.from(statusCounts().keys()).sort().forEach(function (s) { var o = el("option", "", s); o.value = s; status.appendChild(o); });
  document.getElementById("f-party").value = state.party;
  [["f-party", "party"], ["f-severity", "severity"], ["f-rule", "rule"], ["f-status", "status"], ["f-size", "size"]].forEach(function (pair) {
    document.getElementById(pair[0]).addEventListener("change", function (event) { setFilter(pair[1], event.target.value); });
  });
  document.getElementById("f-query").addEventListener("input", function (event) { setFilter("query", event.target.value); });
  document.getElementById("f-only").addEventListener("change", function (event) { setFilter("only", event.target.checked); });
  ["first", "prev", "next", "last"].forEach(function (which) {
    document.getElementById("p-" + which).addEventListener("click", function () { turn(which); });
  });
}

function setFilter(key, value) {
  state[key] = key === "size" ? Number(value) : value;
  if (key === "rule") document.getElementById("f-rule").value = value;
  state.page = 0;
  draw();
}

var lastShown = [];
function turn(which) {
  var pages = Math.max(1, Math.ceil(lastShown.length / state.size));
  state.page = which === "first" ? 0 : which === "last" ? pages - 1 : which === "prev" ? Math.max(0, state.page - 1) : Math.min(pages - 1, state.page + 1);
  draw();
}

function applyFindingFilter(root) {
  root.querySelectorAll("li.finding").forEach(function (li) {
    var f = { party: li.dataset.party === "none" ? null : li.dataset.party, sev: li.dataset.severity, rule: li.dataset.ruleIndex };
    li.classList.toggle("hidden", !matches(f));
  });
}

function draw() {
  var shown = shownTasks();
  lastShown = shown;
  var pages = Math.max(1, Math.ceil(shown.length / state.size));
  if (state.page >= pages) state.page = pages - 1;
  var start = state.page * state.size, slice = shown.slice(start, start + state.size);
  var list = document.getElementById("tasks");
  list.textContent = "";
  slice.forEach(function (t) {
    var c = card(t);
    c.querySelectorAll("a.fm").forEach(function (a) { a.classList.toggle("hidden", !matches(t.findings[Number(a.dataset.finding)])); });
    list.appendChild(c);
  });
  applyFindingFilter(list);
  if (slice.length === 0) list.appendChild(el("p", "empty", tasks.length === 0 ? "The trace shows no task." : "No task matches the filters."));
  document.getElementById("p-info").textContent = shown.length === 0 ? "no tasks" :
    "tasks " + (start + 1).toLocaleString("en-US") + "–" + (start + slice.length).toLocaleString("en-US") + " of " + shown.length.toLocaleString("en-US") +
    (shown.length === tasks.length ? "" : " shown (" + tasks.length.toLocaleString("en-US") + " in all)") + ", page " + (state.page + 1) + " of " + pages;
  var box = document.getElementById("general");
  box.textContent = "";
  general.forEach(function (f, k) {
    box.appendChild(findingItem(f, "g-" + k, f.taskId));
  });
  applyFindingFilter(box);
  if (data.omittedGeneral > 0) box.appendChild(el("li", "muted", data.omittedGeneral + " more findings are counted in the summary but not listed."));
  document.getElementById("general-none").classList.toggle("hidden", general.some(matches));
}
`;

/** Runs last, once every declaration of both parts has its value. */
const PAGE_START_JS = `
drawSummary();
drawControls();
draw();
document.body.dataset.ready = "1";
`;

/** The whole page script: one strict-mode function scope. */
export const PAGE_JS = `"use strict";\n(function () {\n${PAGE_MAIN_JS}\n${PAGE_TASK_JS}\n${PAGE_START_JS}\n})();\n`;
