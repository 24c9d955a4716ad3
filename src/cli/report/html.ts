/**
 * The report as one self-contained HTML file: the data in a JSON block, the script and stylesheet inline. A Content
 * Security Policy allows only that script and stylesheet (by hash) and no request of any kind, so even a string that
 * escaped escaping could neither run nor call out.
 */
import type { ReportContent } from "./builder.js";
import { encodeReport } from "./data.js";
import { PAGE_JS } from "./page-script.js";
import { REPORT_CSS } from "./style.js";
import { nodeCrypto } from "../lazy-builtins.js";

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function sha256(text: string): string {
  return `'sha256-${nodeCrypto().createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

let policy: string | undefined;

/** The Content-Security-Policy of the page: its own script and style, nothing else. Hashed when first asked for. */
export function reportPolicy(): string {
  return (policy ??= `default-src 'none'; script-src ${sha256(PAGE_JS)}; style-src ${sha256(REPORT_CSS)}; img-src 'none'; connect-src 'none'; form-action 'none'; base-uri 'none'`);
}

/** The whole page. */
export function reportHtml(content: ReportContent): string {
  const title = `mcp-tasks report: ${content.source}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeHtml(reportPolicy())}">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${REPORT_CSS}</style>
</head>
<body>
<header class="top">
<h1>mcp-tasks report</h1>
<div class="muted"><code>${escapeHtml(content.source)}</code> · ${content.lines.toLocaleString("en-US")} lines · ${(content.tasks.length + content.tasksNotDrawn).toLocaleString("en-US")} tasks · findings by <code>mcp-tasks lint</code></div>
</header>
<main>
<noscript><p class="empty">This report draws its timelines with JavaScript, which is off.</p></noscript>
<div class="summary">
<section class="panel"><h2>Tasks by final status</h2><div id="by-status"></div></section>
<section class="panel"><h2>Findings by party</h2>
<table>
<thead>
<tr><th>party</th><th class="n">errors</th><th class="n">warnings</th>
</tr>
</thead>
<tbody id="by-party">
</tbody>
</table></section>
<section class="panel"><h2>Findings by rule</h2>
<table>
<thead>
<tr><th>rule</th><th>severity</th><th class="n">client</th><th class="n">server</th><th class="n">no party</th><th class="n">all</th>
</tr>
</thead>
<tbody id="by-rule">
</tbody>
</table></section>
</div>
<div class="filters" role="search">
<label>party <select id="f-party">
<option value="all">all</option>
<option value="server">server</option>
<option value="client">client</option>
<option value="none">no party</option>
</select></label>
<label>severity <select id="f-severity">
<option value="all">all</option>
<option value="error">errors</option>
<option value="warning">warnings</option>
</select></label>
<label>rule <select id="f-rule"><option value="all">all</option></select></label>
<label>final status <select id="f-status"><option value="all">all</option></select></label>
<label>task id <input id="f-query" type="search" placeholder="contains…"></label>
<label><input id="f-only" type="checkbox"> only tasks with matching findings</label>
<label>per page <select id="f-size">
<option>25</option>
<option selected>50</option>
<option>100</option>
<option>200</option>
</select></label>
</div>
<div class="legend" aria-label="legend"><span><span class="chip st-working">working</span>
<span class="chip st-input_required">input_required</span>
<span class="chip st-completed">completed</span>
<span class="chip st-failed">failed</span>
<span class="chip st-cancelled">cancelled</span> status over time</span><span><span class="mk k-created"></span>status change</span><span><span class="mk k-poll"></span>polls, notifications</span><span><span class="mk k-input"></span>input requested</span><span><span class="mk k-update"></span>tasks/update</span><span><span class="mk k-cancel"></span>tasks/cancel</span><span><span class="mk k-error"></span>error answer</span><span><span class="ttl"></span>TTL ends</span><span><span class="fm sev-error">!</span>finding (hover for it, click to go to it)</span></div>
<div class="pager">
<button id="p-first" type="button">« first</button>
<button id="p-prev" type="button">‹ previous</button><span id="p-info" class="muted"></span>
<button id="p-next" type="button">next ›</button>
<button id="p-last" type="button">last »</button></div>
<div id="tasks"></div>
<h2>Findings about no single task</h2>
<ol class="findings" id="general"></ol>
<p id="general-none" class="muted">None.</p>
<h2>Rules</h2>
<dl class="rules" id="rules"></dl>
<p class="muted">Each finding names the rule it breaks; <code>mcp-tasks lint --help</code> lists them all. Parties: the one at fault, from the direction of the message.</p>
</main>
<script type="application/json" id="report-data">${encodeReport(content)}</script>
<script>${PAGE_JS}</script>
</body>
</html>
`;
}
