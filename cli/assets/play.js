// The urispec playground: asks the local API as the user types and shows every
// revision's answer side by side. No framework, nothing fetched but /api/*.
"use strict";

const inputBox = document.getElementById("input");
const baseBox = document.getElementById("base");
const results = document.getElementById("results");
const statusLine = document.getElementById("status");
const encoder = new TextEncoder();
const decoder = new TextDecoder();
let generation = 0;

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

async function api(path, params) {
  const query = new URLSearchParams(params).toString();
  const response = await fetch("/api/" + path + "?" + query);
  const body = await response.json();
  if (!response.ok) throw new Error(body.error || response.statusText);
  return body;
}

// The input shown with one span highlighted.
function inputView(input) {
  const view = el("div", "input-view");
  view.setAttribute("aria-hidden", "true");
  view.textContent = input;
  view.highlight = (start, text) => {
    view.textContent = "";
    const before = prefix(input, start);
    view.append(before);
    view.append(el("span", "hl", text));
    view.append(input.slice(before.length + text.length));
  };
  view.clear = () => { view.textContent = input; };
  return view;
}

// The derivation, collapsible: a <details> per node with children.
function treeNode(revision, node, view) {
  const link = el("a", "rule", node.rule);
  link.href = ruleHref(revision, node.rule);
  const label = el("span");
  label.append(link, " ", el("code", "", JSON.stringify(node.text)), " " + node.start + ".." + (node.start + encoder.encode(node.text).length));
  const on = () => view.highlight(node.start, node.text);
  for (const ev of ["mouseenter", "focusin"]) label.addEventListener(ev, on);
  for (const ev of ["mouseleave", "focusout"]) label.addEventListener(ev, () => view.clear());
  const item = el("li");
  if (node.children && node.children.length) {
    const details = el("details");
    details.open = true;
    const summary = el("summary");
    summary.append(label);
    const list = el("ul");
    for (const child of node.children) list.append(treeNode(revision, child, view));
    details.append(summary, list);
    item.append(details);
  } else {
    item.append(label);
  }
  return item;
}

function card(input, parsed, resolved) {
  const box = el("section", "verdict");
  box.dataset.revision = parsed.revision;
  const heading = el("h3");
  const page = el("a", "", parsed.revision);
  page.href = parsed.revision + ".html";
  heading.append(page, " ", el("span", parsed.valid ? "valid" : "invalid", parsed.valid ? "valid" : "invalid"));
  box.append(heading);
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
      const row = el("tr");
      row.append(el("th", "", name), el("td", "", shown(value)));
      table.append(row);
    }
    box.append(table);
  }
  if (resolved) {
    const line = resolved.error
      ? "resolved: error: " + resolved.error.message
      : "resolved: " + resolved.target + (resolved.same_document ? " (current document)" : "") +
        (resolved.valid_reference ? "" : " ⚠ not a valid reference under this revision's grammar");
    box.append(el("p", "resolved", line));
  }
  if (parsed.valid) {
    const view = inputView(input);
    const tree = el("div", "tree");
    tree.append(el("h4", "", "derivation"), view);
    const list = el("ul");
    list.append(treeNode(parsed.revision, parsed.tree, view));
    tree.append(list);
    box.append(tree);
  }
  return box;
}

async function update() {
  const input = inputBox.value;
  const base = baseBox.value;
  const mine = ++generation;
  const params = new URLSearchParams({ input });
  if (base) params.set("base", base);
  history.replaceState(null, "", "play?" + params.toString());
  try {
    // The CLI's documents: one record (this input), one answer per revision.
    const parsed = (await api("parse", { revision: "all", input })).results[0].revisions;
    const resolved = base
      ? (await api("resolve", { revision: "all", base, input })).results[0].revisions
      : [];
    if (mine !== generation) return;
    results.replaceChildren(...parsed.map((p, i) => card(input, p, resolved[i])));
    const valid = parsed.filter((p) => p.valid).map((p) => p.revision);
    statusLine.textContent = "valid under " + valid.length + " of " + parsed.length + " documents";
  } catch (error) {
    if (mine !== generation) return;
    results.replaceChildren();
    statusLine.textContent = "error: " + error.message;
  }
}

let timer;
function later() {
  clearTimeout(timer);
  timer = setTimeout(update, 120);
}
inputBox.addEventListener("input", later);
baseBox.addEventListener("input", later);
update();
