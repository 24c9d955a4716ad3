/** Extracts the JSON examples of the specification: fenced json, jsonc and jsonl blocks, comments stripped. */

/** One JSON example of the specification, in document order. */
export interface SpecBlock {
  /** 1-based position among the JSON blocks of the document. */
  index: number;
  /** The fence language: json, jsonc or jsonl. */
  lang: "json" | "jsonc" | "jsonl";
  /** 1-based line of the opening fence. */
  line: number;
  /** The block's text as written. */
  source: string;
  /** The parsed value, after comments and trailing commas were removed. */
  value: unknown;
}

const FENCE = /^```(json|jsonc|jsonl)\s*$/;

/** Finds every json, jsonc and jsonl fenced block of a Markdown document and parses it. */
export function extractSpecBlocks(markdown: string): SpecBlock[] {
  const lines = markdown.split("\n");
  const blocks: SpecBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]!.trimEnd());
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !lines[i]!.startsWith("```"); i++) body.push(lines[i]!);
    const source = body.join("\n");
    // The one jsonl block of the spec holds a single pretty-printed message, so every block parses as one value.
    blocks.push({
      index: blocks.length + 1,
      lang: open[1] as SpecBlock["lang"],
      line: start + 1,
      source,
      value: JSON.parse(stripJsonc(source)),
    });
  }
  return blocks;
}

/** Removes `//` and `/* *\/` comments and trailing commas outside strings, keeping everything else. */
export function stripJsonc(text: string): string {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      const end = endOfString(text, i);
      out += text.slice(i, end);
      i = end;
    } else if (c === "/" && text[i + 1] === "/") {
      while (i < text.length && text[i] !== "\n") i++;
    } else if (c === "/" && text[i + 1] === "*") {
      const close = text.indexOf("*/", i + 2);
      i = close < 0 ? text.length : close + 2;
    } else {
      out += c;
      i++;
    }
  }
  return removeTrailingCommas(out);
}

function endOfString(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length && text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
  return i + 1;
}

function removeTrailingCommas(text: string): string {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      const end = endOfString(text, i);
      out += text.slice(i, end);
      i = end;
      continue;
    }
    if (c === ",") {
      let j = i + 1;
      while (j < text.length && /\s/.test(text[j]!)) j++;
      if (text[j] === "}" || text[j] === "]") {
        i++;
        continue;
      }
    }
    out += c;
    i++;
  }
  return out;
}

/** Tells whether a value is a complete JSON-RPC message (it has `jsonrpc` and a method, result or error). */
export function isCompleteMessage(value: unknown): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return v.jsonrpc === "2.0" && ("method" in v || "result" in v || "error" in v);
}
