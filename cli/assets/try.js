// The "try it" box under every rule of a revision's page: the input checked against
// the rule as `urispec check --revision R --rule RULE` does, in the page, by the npm
// package urispec beside the book (WebAssembly, no server). The boxes stay hidden
// where the package does not load (no package beside the pages, or file://).
"use strict";

import("./urispec.js").then((urispec) => {
  for (const form of document.querySelectorAll("form.try")) {
    const input = form.querySelector("input");
    const output = form.querySelector("output");
    const show = () => {
      output.className = "";
      output.textContent = "";
      if (!input.value) return;
      try {
        const answer = urispec.check(input.value, {
          revision: form.dataset.revision,
          rule: form.dataset.rule,
        }).revisions[0];
        output.className = answer.valid ? "valid" : "invalid";
        output.textContent = answer.valid ? "matches " + form.dataset.rule : answer.error.message;
      } catch (error) {
        output.className = "invalid";
        output.textContent = error.message;
      }
    };
    input.addEventListener("input", show);
    form.hidden = false;
  }
}, () => {});
