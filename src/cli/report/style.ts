/** The report page's stylesheet (inline, allowed by the page's policy through its hash). */

/** The CSS of the report page. */
export const REPORT_CSS = `
:root { --fg: #1d2330; --muted: #5d6675; --line: #d8dce3; --bg: #f6f7f9; --card: #fff;
  --working: #3b82f6; --input: #a855f7; --completed: #16a34a; --failed: #dc2626; --cancelled: #6b7280; --other: #94a3b8;
  --error: #dc2626; --warning: #d97706; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
header.top { padding: 16px 24px 8px; background: var(--card); border-bottom: 1px solid var(--line); }
h1 { font-size: 18px; margin: 0 0 4px; }
h2 { font-size: 15px; margin: 16px 0 8px; }
code, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12.5px; }
.muted { color: var(--muted); }
main { padding: 8px 24px 48px; max-width: 1400px; }
.summary { display: grid; grid-template-columns: minmax(220px, 1fr) minmax(220px, 1fr) minmax(320px, 2fr); gap: 16px; }
.panel { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 10px 14px; overflow: auto; }
.panel h2 { margin-top: 0; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 3px 6px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-weight: 600; color: var(--muted); font-size: 12px; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
tr.pick { cursor: pointer; }
tr.pick:hover { background: #eef2ff; }
.chip { display: inline-block; padding: 1px 8px; border-radius: 10px; font-size: 12px; color: #fff; margin: 0 4px 4px 0; }
.st-working { background: var(--working); } .st-input_required { background: var(--input); } .st-completed { background: var(--completed); }
.st-failed { background: var(--failed); } .st-cancelled { background: var(--cancelled); } .st-other { background: var(--other); }
.sev { font-size: 11px; font-weight: 700; text-transform: uppercase; padding: 0 5px; border-radius: 4px; color: #fff; }
.sev-error { background: var(--error); } .sev-warning { background: var(--warning); }
.party { font-size: 11px; padding: 0 5px; border-radius: 4px; border: 1px solid var(--line); color: var(--muted); }
.filters { position: sticky; top: 0; z-index: 5; background: var(--bg); padding: 10px 0; display: flex; flex-wrap: wrap; gap: 10px; align-items: center; border-bottom: 1px solid var(--line); }
.filters label { font-size: 12px; color: var(--muted); display: flex; gap: 4px; align-items: center; }
.filters select, .filters input { font: inherit; font-size: 13px; padding: 2px 4px; }
.pager { display: flex; gap: 6px; align-items: center; margin: 10px 0; }
.pager button { font: inherit; font-size: 13px; padding: 2px 10px; }
.task { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 10px 14px; margin: 10px 0; }
.task > .head { display: flex; flex-wrap: wrap; gap: 10px; align-items: baseline; }
.task-id { font-weight: 600; word-break: break-all; }
.track { position: relative; height: 40px; margin: 14px 4px 2px; }
.track::before { content: ""; position: absolute; left: 0; right: 0; top: 10px; height: 16px; background: #eef0f3; border-radius: 4px; }
.seg { position: absolute; top: 10px; height: 16px; color: #fff; font-size: 10.5px; line-height: 16px; padding-left: 4px; overflow: hidden; white-space: nowrap; cursor: help; }
.seg:first-of-type { border-radius: 4px 0 0 4px; }
.mk { position: absolute; top: 29px; width: 8px; height: 8px; margin-left: -4px; border-radius: 2px; background: #334155; cursor: help; }
.k-poll, .k-notification { width: 3px; margin-left: -1px; background: #94a3b8; }
.k-input { background: var(--input); transform: rotate(45deg); width: 8px; height: 8px; border-radius: 1px; }
.k-update { background: #7c3aed; border-radius: 50%; } .k-cancel { background: #111827; } .k-error { background: #b91c1c; }
.k-created, .k-status { top: 6px; width: 2px; height: 24px; margin-left: -1px; background: #0f172a; }
.fm { position: absolute; top: -6px; width: 15px; height: 15px; margin-left: -7px; border-radius: 50%; border: 2px solid #fff; color: #fff; font: 700 9px/11px system-ui, sans-serif; text-align: center; text-decoration: none; z-index: 1; }
.legend { display: flex; flex-wrap: wrap; gap: 14px; font-size: 12px; color: var(--muted); align-items: center; margin: 4px 0 0; }
.legend .mk, .legend .fm, .legend .ttl { position: relative; top: 0; margin: 0 4px 0 0; display: inline-block; vertical-align: middle; }
.legend .k-created { height: 14px; } .legend .ttl { height: 14px; }
.legend .chip { margin: 0; }
.fm.sev-error { background: var(--error); } .fm.sev-warning { background: var(--warning); }
.ttl { position: absolute; top: 4px; height: 28px; border-left: 2px dashed #0f172a; cursor: help; }
.axis { position: relative; height: 16px; font-size: 11px; color: var(--muted); margin: 0 4px; }
.axis span { position: absolute; transform: translateX(-50%); white-space: nowrap; }
.axis span:first-child { transform: none; }
.run { position: absolute; top: 32px; height: 2px; background: #94a3b8; cursor: help; }
ol.findings { list-style: none; margin: 8px 0 0; padding: 0; max-height: 16em; overflow-y: auto; }
ol.findings li { padding: 4px 0; border-top: 1px dashed var(--line); display: flex; flex-wrap: wrap; gap: 6px; align-items: baseline; }
ol.findings li:target { background: #fff7d6; }
a.rule { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12.5px; }
.message { flex-basis: 100%; }
details.events { margin-top: 8px; }
details.events td { font-size: 12.5px; }
.hidden { display: none !important; }
.rules dt { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; margin-top: 8px; }
.rules dt:target { background: #fff7d6; }
.rules dd { margin: 2px 0 0 16px; }
.empty { padding: 24px; text-align: center; color: var(--muted); }
`;
