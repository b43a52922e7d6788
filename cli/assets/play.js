// The urispec playground: shows every revision's answer side by side as the user
// types, the WHATWG URL Standard's beside them when asked. The answers come from the
// npm package urispec (the library in WebAssembly, urispec.js beside this page) when
// it loads: no server; else from the JSON API of `urispec serve` (/api/*). The
// Standard's answer is this browser's own URL and, under `urispec serve`, ada's too.
// No framework.
"use strict";

// The engine in the page, or null (no package beside the page, or a browser that
// loads no module from this address, as from file://).
const local = import("./urispec.js").catch(() => null);
// Whether `urispec serve`'s API answers (asked once).
let servedAnswer;
function served() {
  if (servedAnswer === undefined) {
    servedAnswer = location.protocol.startsWith("http")
      ? fetch("/api/prose?revision=rfc3986").then((r) => r.ok, () => false)
      : Promise.resolve(false);
  }
  return servedAnswer;
}

// This browser's name and version, from its user agent string.
function browserName() {
  const ua = navigator.userAgent;
  const known = [["Edge", /Edg\/([\d.]+)/], ["Firefox", /Firefox\/([\d.]+)/],
    ["Chrome", /Chrome\/([\d.]+)/], ["Safari", /Version\/([\d.]+).*Safari/]];
  for (const [name, pattern] of known) {
    const match = ua.match(pattern);
    if (match) return name + " " + match[1];
  }
  return "this browser";
}

const inputBox = document.getElementById("input");
const baseBox = document.getElementById("base");
const ruleBox = document.getElementById("rule");
const whatwgBox = document.getElementById("whatwg");
const showBoxes = Array.from(document.querySelectorAll("input.show"));
const results = document.getElementById("results");
const ruleResults = document.getElementById("rule-results");
const chainLine = document.getElementById("chain");
const statusLine = document.getElementById("status");
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const proseCache = new Map();
let generation = 0;

// The components of the common view each component of the comparison covers,
// and the Standard's fields for it.
const VIEW_KEYS = {
  scheme: ["scheme"], authority: ["authority"], userinfo: ["userinfo", "user", "password"],
  host: ["host"], port: ["port"], path: ["path", "leading_slash", "params"],
  query: ["query"], fragment: ["fragment"],
};
const WHATWG_KEYS = {
  scheme: ["protocol"], authority: ["host"], userinfo: ["username", "password"],
  host: ["hostname"], port: ["port"], path: ["pathname"], query: ["search"], fragment: ["hash"],
};
const WHATWG_FIELDS = ["href", "protocol", "username", "password", "host", "hostname", "port",
  "pathname", "search", "hash"];

// The text of `input` before byte offset `at` (the API counts bytes).
function prefix(input, at) {
  return decoder.decode(encoder.encode(input).slice(0, at));
}

// An element with a class and text.
function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

// A rule's place in the book: `rfc2396.html#rule-net_path`.
function ruleHref(revision, rule) {
  return revision + ".html#rule-" + rule.replace(/-/g, "_").replace(/\+/g, "_plus");
}

// `—` undefined, `""` empty, else the value.
function shown(value) {
  if (value === null || value === undefined) return "—";
  if (value === "") return '""';
  return typeof value === "object" ? value.text + " (" + value.kind + ")" : String(value);
}

// A rule's colour: a hue from its name, the same in every card.
function hue(rule) {
  let h = 0;
  for (const c of rule) h = (h * 31 + c.charCodeAt(0)) % 360;
  return h;
}

// The CLI's JSON document for one request: from the package in the page when it
// loaded, else from the server's API.
async function api(path, params) {
  const engine = await local;
  if (engine) return answerHere(engine, path, params);
  return ask(path, params);
}

// The API's answers, computed in the page by the package (the same records).
function answerHere(engine, path, p) {
  const revision = p.revision;
  switch (path) {
    case "parse": return { results: [engine.parse(p.input, { revision })] };
    case "resolve": return { results: [engine.resolve(p.base, p.input, { revision })] };
    case "check": return { results: [engine.check(p.input, { revision, rule: p.rule })] };
    case "prose": return engine.prose(revision);
    default: return { results: [engine.compare(p.input, { base: p.base, whatwg: true })] };
  }
}

async function ask(path, params) {
  const query = new URLSearchParams(params).toString();
  const response = await fetch("/api/" + path + "?" + query);
  const body = await response.json();
  if (!response.ok) throw new Error(body.error || response.statusText);
  return body;
}

// A document's words, rule by rule (asked once per document).
async function prose(revision) {
  if (!proseCache.has(revision)) proseCache.set(revision, api("prose", { revision }));
  return proseCache.get(revision);
}

// The derivation in the order the grammar derives it (a parent before its
// children, left to right): each node with its byte span, parent and depth.
function flatten(tree) {
  const nodes = [];
  const walk = (node, parent, depth) => {
    const index = nodes.length;
    const end = node.start + encoder.encode(node.text).length;
    nodes.push({ rule: node.rule, text: node.text, start: node.start, end, parent, depth, children: [] });
    if (parent >= 0) nodes[parent].children.push(index);
    for (const child of node.children || []) walk(child, index, depth + 1);
  };
  walk(tree, -1, 0);
  return nodes;
}

// The chain of rules from node `i` up to the start rule.
function chainOf(nodes, i) {
  const chain = [];
  for (let at = i; at >= 0; at = nodes[at].parent) chain.push(nodes[at].rule);
  return chain;
}

// The input, character by character, each coloured by the innermost rule of the
// derivation (up to `step`) that derived it; hover or focus shows its chain.
function charView(revision, input, nodes) {
  const view = el("div", "chars");
  view.setAttribute("aria-label", "The input, character by character");
  const spans = [];
  let at = 0;
  for (const ch of Array.from(input)) {
    const bytes = encoder.encode(ch).length;
    const span = el("span", "ch", ch);
    span.tabIndex = 0;
    span.dataset.start = at;
    const show = () => {
      const chain = span.dataset.chain || "no rule";
      chainLine.textContent = revision + ": " + JSON.stringify(ch) + " at byte " + span.dataset.start + ": " + chain;
      view.querySelectorAll(".ch.on").forEach((s) => s.classList.remove("on"));
      span.classList.add("on");
    };
    span.addEventListener("mouseenter", show);
    span.addEventListener("focus", show);
    spans.push({ span, start: at, end: at + bytes });
    at += bytes;
    view.append(span);
  }
  // The innermost node over each character: in derivation order a node comes
  // after the nodes that contain it, so the last one written over a character wins
  // (linear in the spans' lengths).
  view.paint = (step) => {
    const innermost = new Array(spans.length).fill(-1);
    const byByte = new Map(spans.map((s, k) => [s.start, k]));
    for (let i = 0; i <= step && i < nodes.length; i++) {
      for (let b = nodes[i].start; b < nodes[i].end; b++) {
        const k = byByte.get(b);
        if (k !== undefined) innermost[k] = i;
      }
    }
    spans.forEach(({ span }, k) => {
      const inner = innermost[k];
      if (inner < 0) {
        span.style.background = "";
        span.dataset.rule = "";
        span.dataset.chain = "";
        span.title = "";
        return;
      }
      const rule = nodes[inner].rule;
      span.style.background = "hsl(" + hue(rule) + " 70% 80%)";
      span.style.color = "#000";
      span.dataset.rule = rule;
      span.dataset.chain = chainOf(nodes, inner).join(" ← ");
      span.title = span.dataset.chain;
    });
  };
  view.highlight = (start, end) => {
    for (const { span, start: s, end: e } of spans) span.classList.toggle("hl", start <= s && e <= end);
  };
  view.clear = () => spans.forEach(({ span }) => span.classList.remove("hl"));
  return view;
}

// The derivation, collapsible: a <details> per node with children; each node
// links to its rule in the book and carries the document's words.
function treeNode(revision, nodes, i, view, words) {
  const node = nodes[i];
  const link = el("a", "rule", node.rule);
  link.href = ruleHref(revision, node.rule);
  const label = el("span", "node");
  label.append(link, " ", el("code", "", JSON.stringify(node.text)), " " + node.start + ".." + node.end);
  const on = () => {
    view.highlight(node.start, node.end);
    chainLine.textContent = revision + ": " + chainOf(nodes, i).join(" ← ");
  };
  for (const ev of ["mouseenter", "focusin"]) label.addEventListener(ev, on);
  for (const ev of ["mouseleave", "focusout"]) label.addEventListener(ev, () => view.clear());
  const item = el("li");
  item.dataset.order = i;
  const section = words && words.rules[node.rule];
  const quote = section && words.sections[section];
  let said;
  if (quote) {
    said = el("details", "prose");
    said.append(el("summary", "", section + " " + quote.title));
    const block = el("blockquote");
    block.append(el("pre", "", quote.text));
    said.append(block);
  }
  const children = node.children;
  if (children.length) {
    const details = el("details");
    details.open = true;
    const summary = el("summary");
    summary.append(label);
    const list = el("ul");
    for (const j of children) list.append(treeNode(revision, nodes, j, view, words));
    details.append(summary);
    if (said) details.append(said);
    details.append(list);
    item.append(details);
  } else {
    item.append(label);
    if (said) item.append(said);
  }
  return item;
}

// Step through the derivation: a slider and previous/next buttons reveal the
// tree one rule at a time, in the order the grammar derives it.
function stepper(nodes, tree, view) {
  const box = el("div", "stepper");
  const slider = el("input", "step");
  slider.type = "range";
  slider.min = 0;
  slider.max = nodes.length - 1;
  slider.value = nodes.length - 1;
  slider.setAttribute("aria-label", "derivation step");
  const previous = el("button", "previous", "previous rule");
  const next = el("button", "next", "next rule");
  previous.type = next.type = "button";
  const label = el("span", "step-label");
  const set = (step) => {
    step = Math.max(0, Math.min(nodes.length - 1, step));
    slider.value = step;
    tree.querySelectorAll("li[data-order]").forEach((li) => {
      li.hidden = Number(li.dataset.order) > step;
    });
    view.paint(step);
    label.textContent = "step " + (step + 1) + " of " + nodes.length + ": " + nodes[step].rule +
      " " + JSON.stringify(nodes[step].text);
  };
  slider.addEventListener("input", () => set(Number(slider.value)));
  previous.addEventListener("click", () => set(Number(slider.value) - 1));
  next.addEventListener("click", () => set(Number(slider.value) + 1));
  box.append(previous, slider, next, label);
  box.set = set;
  return box;
}

// A component row, marked ≠ when the Standard reads it otherwise.
function componentRow(name, value, differs) {
  const row = el("tr");
  const cell = el("td", "", shown(value));
  if (differs) {
    row.className = "differs";
    cell.append(el("span", "mark", " ≠ whatwg"));
  }
  row.append(el("th", "", name), cell);
  return row;
}

function card(input, parsed, resolved, differs, words) {
  const box = el("section", "verdict");
  box.dataset.revision = parsed.revision;
  const heading = el("h3");
  const page = el("a", "", parsed.revision);
  page.href = parsed.revision + ".html";
  heading.append(page, " ", el("span", parsed.valid ? "valid" : "invalid", parsed.valid ? "valid" : "invalid"));
  box.append(heading);
  const marked = new Set((differs || []).flatMap((c) => VIEW_KEYS[c] || []));
  if (differs && differs.includes("valid")) box.append(el("p", "differs", "≠ whatwg: one accepts, the other rejects"));
  if (!parsed.valid) {
    const e = parsed.error;
    const caret = el("pre", "caret");
    const pad = " ".repeat(Array.from(prefix(input, e.offset)).length);
    caret.textContent = input + "\n" + pad + "^";
    box.append(caret, el("p", "message", e.message));
    const expected = el("p", "expected", "expected: " + e.expected.join(", ") + " (" + e.section + ")");
    box.append(expected);
  } else {
    box.append(el("p", "form", "form: " + parsed.form));
    const table = el("table", "components");
    for (const [name, value] of Object.entries(parsed.components)) {
      table.append(componentRow(name, value, marked.has(name)));
    }
    box.append(table);
  }
  if (resolved) box.append(resolvedLine(parsed.revision, resolved));
  if (parsed.valid) {
    const nodes = flatten(parsed.tree);
    const view = charView(parsed.revision, input, nodes);
    const tree = el("div", "tree");
    tree.append(el("h4", "", "derivation"), view);
    const list = el("ul");
    list.append(treeNode(parsed.revision, nodes, 0, view, words));
    const steps = stepper(nodes, list, view);
    tree.append(steps, list);
    box.append(tree);
    steps.set(nodes.length - 1);
  }
  return box;
}

// A document's resolution of the input against the base. A document that defines
// no resolution (RFC 1738, the URL Standard's writing rules) refuses with no offset:
// its reason is shown as it is, not as an error of the input.
function resolvedLine(revision, resolved) {
  const e = resolved.error;
  if (e && e.offset === null) {
    return el("p", "resolved refused", "no resolution: " + e.message.replace(revision + ": ", ""));
  }
  const line = e
    ? "resolved: error: " + e.message
    : "resolved: " + resolved.target + (resolved.same_document ? " (current document)" : "") +
      (resolved.valid_reference ? "" : " ⚠ not a valid reference under this revision's grammar");
  return el("p", "resolved", line);
}

// The Standard's card (its parser, not the revision `whatwg`, its writing rules):
// its fields by its own names, those that differ marked.
function whatwgCard(answer, parser) {
  const box = el("section", "verdict whatwg");
  box.dataset.parser = parser;
  const heading = el("h3");
  const ok = !answer.failure;
  heading.append("whatwg ", el("span", "parser", "(" + parser + ") "), el("span", ok ? "valid" : "invalid", ok ? "valid" : "failure"));
  box.append(heading, el("p", "note", "The WHATWG URL Standard (what browsers do): a parser, not a revision; here " +
    (parser === "ada" ? "ada, the server's parser." : "this browser's own URL.")));
  const marked = new Set(answer.differs.flatMap((c) => WHATWG_KEYS[c] || []));
  if (ok) {
    const table = el("table", "components");
    for (const name of WHATWG_FIELDS) table.append(componentRow(name, answer[name], marked.has(name)));
    box.append(table);
  } else {
    box.append(el("p", "message", "the Standard's parser returns failure"));
  }
  if (answer.differs.includes("valid")) box.append(el("p", "differs", "≠ a document: one accepts, the other rejects"));
  if (answer.resolution) {
    const r = answer.resolution;
    box.append(el("p", "resolved", "resolved: " + (r.failure ? "failure" : r.href)));
  }
  for (const mark of box.querySelectorAll(".mark")) mark.textContent = " ≠ a document";
  return box;
}

// The verdicts under the rule field's rule, as `check --rule`.
function ruleCard(answer) {
  const box = el("section", "verdict rule-verdict");
  box.dataset.revision = answer.revision;
  const heading = el("h3");
  heading.append(answer.revision + " ", el("span", answer.valid ? "valid" : "invalid", answer.valid ? "valid" : "invalid"));
  box.append(heading);
  if (answer.error) box.append(el("p", "message", answer.error.message));
  return box;
}

// Every field of the page, as its address carries it.
function permalink() {
  const params = new URLSearchParams({ input: inputBox.value });
  if (baseBox.value) params.set("base", baseBox.value);
  if (ruleBox.value) params.set("rule", ruleBox.value);
  const shownIds = showBoxes.filter((b) => b.checked).map((b) => b.value);
  if (shownIds.length !== showBoxes.length) params.set("revisions", shownIds.join(","));
  if (whatwgBox.checked) params.set("whatwg", "1");
  return params;
}

async function update() {
  const input = inputBox.value;
  const base = baseBox.value;
  const rule = ruleBox.value.trim();
  const withWhatwg = whatwgBox.checked;
  const shownIds = new Set(showBoxes.filter((b) => b.checked).map((b) => b.value));
  const mine = ++generation;
  history.replaceState(null, "", page + "?" + permalink().toString());
  try {
    // The CLI's documents: one record (this input), one answer per revision.
    const parsed = (await api("parse", { revision: "all", input })).results[0].revisions;
    const resolved = base
      ? (await api("resolve", { revision: "all", base, input })).results[0].revisions
      : [];
    // The Standard: this browser's URL when the package is in the page, and the
    // server's ada when there is a server.
    const standards = [];
    if (withWhatwg) {
      const params = { input, with: "whatwg" };
      if (base) params.base = base;
      const engine = await local;
      if (engine) standards.push([browserName(), answerHere(engine, "compare", params).results[0].whatwg]);
      if (await served()) standards.push(["ada", (await ask("compare", params)).results[0].whatwg]);
    }
    const whatwg = standards.length ? standards[0][1] : null;
    const byRule = rule
      ? (await api("check", { revision: "all", input, rule })).results[0].revisions
      : [];
    const words = await Promise.all(parsed.map((p) => prose(p.revision).catch(() => null)));
    if (mine !== generation) return;
    const cards = [];
    parsed.forEach((p, i) => {
      if (!shownIds.has(p.revision)) return;
      const differs = whatwg && whatwg.by_revision[i].differs;
      cards.push(card(input, p, resolved[i], differs, words[i]));
    });
    for (const [parser, answer] of standards) cards.push(whatwgCard(answer, parser));
    results.replaceChildren(...cards);
    ruleResults.replaceChildren(...byRule.filter((a) => shownIds.has(a.revision)).map(ruleCard));
    const valid = parsed.filter((p) => p.valid).map((p) => p.revision);
    statusLine.textContent = "valid under " + valid.length + " of " + parsed.length + " documents" +
      (rule ? "; under the rule " + rule + ": " + byRule.filter((a) => a.valid).length + " of " + byRule.length : "") +
      (whatwg ? "; the WHATWG Standard (" + standards[0][0] + "): " + (whatwg.failure ? "failure" : whatwg.href) : "");
  } catch (error) {
    if (mine !== generation) return;
    results.replaceChildren();
    ruleResults.replaceChildren();
    statusLine.textContent = "error: " + error.message;
  }
}

// The page's own name (`play` under `urispec serve`, `play.html` in the book), and
// the fields its address carries (the server fills them in too; the book cannot).
const page = location.pathname.split("/").pop() || "play";
function fromAddress() {
  const q = new URLSearchParams(location.search);
  if (q.has("input")) inputBox.value = q.get("input");
  if (q.has("base")) baseBox.value = q.get("base");
  if (q.has("rule")) ruleBox.value = q.get("rule");
  if (q.has("revisions")) {
    const ids = new Set(q.get("revisions").split(","));
    for (const box of showBoxes) box.checked = ids.has(box.value);
  }
  if (q.has("whatwg")) whatwgBox.checked = q.get("whatwg") === "1";
}

let timer;
function later() {
  clearTimeout(timer);
  timer = setTimeout(update, 120);
}
for (const box of [inputBox, baseBox, ruleBox]) box.addEventListener("input", later);
for (const box of [whatwgBox, ...showBoxes]) box.addEventListener("change", later);
fromAddress();
update();
