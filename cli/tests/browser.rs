//! The playground as a person uses it, in a real browser: headless Chromium
//! (Debian's `chromium`, at /usr/bin/chromium or `URISPEC_CHROMIUM`; `.ci/run` installs it; without it the
//! test skips with one line, unless `URISPEC_NO_SKIP=1`) loads
//! `/play`, types an input, and the test reads what the page shows: every
//! revision's verdict, the caret message of an invalid one, a derivation node that
//! links to its rule's page. It ends with a screenshot (`playground.png` in the
//! test's target folder).

use std::ffi::OsStr;
use std::time::Duration;

use headless_chrome::protocol::cdp::Page::CaptureScreenshotFormatOption;
use headless_chrome::{Browser, LaunchOptions};
use urispec::Revision;

use crate::common::outside;
use crate::common::server::Server;
use crate::common::static_site::StaticSite;

/// Where Chromium is: `URISPEC_CHROMIUM`, or Debian's.
fn chromium() -> std::path::PathBuf {
    std::env::var_os("URISPEC_CHROMIUM").map_or_else(|| "/usr/bin/chromium".into(), Into::into)
}
const INPUT: &str = "http://[::1]/";

/// Headless Chromium, or `None` (after one line saying so) where it is not installed.
fn browser(test: &str) -> Option<Browser> {
    let chromium = chromium();
    let needs = format!(
        "{} (Debian's chromium: apt-get install chromium)",
        chromium.display()
    );
    if !outside::available(chromium.exists(), test, &needs) {
        return None;
    }
    let profile = std::env::temp_dir().join(format!("urispec-chromium-{}", std::process::id()));
    let options = LaunchOptions::default_builder()
        .path(Some(chromium.clone()))
        .headless(true)
        .sandbox(false)
        .enable_gpu(false)
        .window_size(Some((1280, 1400)))
        .user_data_dir(Some(profile))
        .idle_browser_timeout(Duration::from_secs(300))
        .args(
            [
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
            ]
            .map(OsStr::new)
            .to_vec(),
        )
        .build()
        .expect("launch options");
    Some(Browser::new(options).unwrap_or_else(|e| {
        panic!(
            "{} does not start ({e}); install it: apt-get install -y chromium",
            chromium.display()
        )
    }))
}

#[test]
fn the_playground_shows_every_revision_as_the_user_types() {
    let Some(browser) = browser("the_playground_shows_every_revision_as_the_user_types") else {
        return;
    };
    let server = Server::start();
    let (status, page) = server.get("/play");
    assert_eq!(status, 200);
    assert!(page.contains("<script src=\"play.js\">"), "{page}");
    let tab = browser.new_tab().unwrap();
    tab.set_default_timeout(Duration::from_secs(60));
    tab.navigate_to(&format!("http://{}/play", server.addr))
        .unwrap()
        .wait_until_navigated()
        .unwrap();
    tab.wait_for_element("#input").unwrap().click().unwrap();
    tab.type_str(INPUT).unwrap();

    // Every revision's verdict, side by side, as the library gives it.
    tab.wait_for_element("section.verdict[data-revision='rfc2396'] .caret")
        .unwrap();
    for revision in Revision::ALL {
        let card = tab
            .wait_for_element(&format!(
                "section.verdict[data-revision='{}']",
                revision.id()
            ))
            .unwrap();
        let heading = card.find_element("h3").unwrap().get_inner_text().unwrap();
        let expected = if revision.check(INPUT).is_ok() {
            "valid"
        } else {
            "invalid"
        };
        assert_eq!(heading, format!("{} {expected}", revision.id()));
    }

    // The caret message of an invalid one, under the input.
    let caret = tab
        .find_element("section.verdict[data-revision='rfc2396'] .caret")
        .unwrap()
        .get_inner_text()
        .unwrap();
    let error = Revision::Rfc2396.check(INPUT).unwrap_err();
    assert_eq!(caret, format!("{INPUT}\n{}^", " ".repeat(error.offset())));
    let message = tab
        .find_element("section.verdict[data-revision='rfc2396'] .message")
        .unwrap()
        .get_inner_text()
        .unwrap();
    assert_eq!(message, error.message());

    // The page's address carries the input.
    let search = tab
        .evaluate("location.search", false)
        .unwrap()
        .value
        .unwrap();
    assert_eq!(search, "?input=http%3A%2F%2F%5B%3A%3A1%5D%2F");

    // A derivation node that links to its rule.
    let bis = "section.verdict[data-revision='draft-fielding-uri-rfc2396bis-00']";
    let links = tab.find_elements(&format!("{bis} .tree a.rule")).unwrap();
    let ipv6 = links
        .iter()
        .find(|a| a.get_inner_text().unwrap() == "IPv6reference")
        .expect("an IPv6reference node");
    assert_eq!(
        ipv6.get_attribute_value("href").unwrap().as_deref(),
        Some("draft-fielding-uri-rfc2396bis-00.html#rule-IPv6reference")
    );

    let png = tab
        .capture_screenshot(CaptureScreenshotFormatOption::Png, None, None, true)
        .unwrap();
    assert!(
        png.starts_with(b"\x89PNG") && png.len() > 10_000,
        "{} bytes",
        png.len()
    );
    std::fs::write(
        std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("playground.png"),
        &png,
    )
    .unwrap();

    // Following the link opens the rule in the book.
    ipv6.click().unwrap();
    tab.wait_for_element_with_custom_timeout("#rule-IPv6reference", Duration::from_secs(240))
        .unwrap();
    let url = tab.get_url();
    assert!(
        url.ends_with("/draft-fielding-uri-rfc2396bis-00.html#rule-IPv6reference"),
        "{url}"
    );
}

/// Evaluates `expression` in the page until it is `true` (60 s at most).
fn wait_js(tab: &headless_chrome::Tab, expression: &str) {
    for _ in 0..600 {
        let value = tab.evaluate(expression, false).unwrap().value;
        if value == Some(serde_json::Value::Bool(true)) {
            return;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    panic!("never true: {expression}");
}

/// The value of `expression` in the page, as a string.
fn js_string(tab: &headless_chrome::Tab, expression: &str) -> String {
    match tab.evaluate(expression, false).unwrap().value {
        Some(serde_json::Value::String(s)) => s,
        other => panic!("{expression}: {other:?}"),
    }
}

/// The value of `expression` in the page, as a number.
fn js_number(tab: &headless_chrome::Tab, expression: &str) -> f64 {
    tab.evaluate(expression, false)
        .unwrap()
        .value
        .and_then(|v| v.as_f64())
        .unwrap_or_else(|| panic!("{expression}: not a number"))
}

/// Saves a screenshot of the page as `name` in the test's target folder, after
/// the DOM was checked; it must be a real picture.
fn screenshot(tab: &headless_chrome::Tab, name: &str) {
    let png = tab
        .capture_screenshot(CaptureScreenshotFormatOption::Png, None, None, true)
        .unwrap();
    assert!(
        png.starts_with(b"\x89PNG") && png.len() > 10_000,
        "{name}: {} bytes",
        png.len()
    );
    std::fs::write(
        std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name),
        &png,
    )
    .unwrap();
}

/// The chain of rules of the character at byte `at`, innermost first, as the
/// library's derivation gives it.
fn chain_at(revision: Revision, input: &str, at: usize) -> Vec<&'static str> {
    let parse = revision.parse(input).unwrap();
    let mut node = parse.tree().root();
    let mut chain = vec![node.rule()];
    while let Some(child) = node.children().find(|c| c.start() <= at && at < c.end()) {
        chain.push(child.rule());
        node = child;
    }
    chain.reverse();
    chain
}

/// The rules of the derivation in the order the grammar derives it: a parent
/// before its children, left to right.
fn derivation_order(revision: Revision, input: &str) -> Vec<&'static str> {
    fn walk(node: urispec::ast::Node<'_, '_>, out: &mut Vec<&'static str>) {
        out.push(node.rule());
        for child in node.children() {
            walk(child, out);
        }
    }
    let parse = revision.parse(input).unwrap();
    let mut out = Vec::new();
    walk(parse.tree().root(), &mut out);
    out
}

/// The playground rule by rule, in a real browser: the input drawn character by
/// character with each character's chain of rules on hover and on keyboard
/// focus, the step-through, the document's words in the tree, the rule field,
/// the WHATWG column with its differences marked, and a permalink that carries
/// every field; then the book's diagrams at their natural size. Each step checks
/// the DOM, then takes a screenshot.
#[test]
fn the_playground_teaches_rule_by_rule() {
    let Some(browser) = browser("the_playground_teaches_rule_by_rule") else {
        return;
    };
    let server = Server::start();
    let tab = browser.new_tab().unwrap();
    tab.set_default_timeout(Duration::from_secs(60));
    let play = format!("http://{}/play", server.addr);
    tab.navigate_to(&play)
        .unwrap()
        .wait_until_navigated()
        .unwrap();
    typing_and_chains(&tab);
    stepping_through(&tab);
    the_whatwg_column(&tab);
    the_rule_field_and_a_permalink(&tab, &play);
    diagrams_at_natural_size(&tab, &server);
}

/// The same lessons in the static book, served by a plain static file server with
/// no urispec process: the playground answers in the page (the npm package's
/// WebAssembly beside it), and its WHATWG column is this browser's own `URL`,
/// labelled with the browser's name and version.
#[test]
fn the_static_book_plays_with_no_server() {
    let test = "the_static_book_plays_with_no_server";
    let Some(browser) = browser(test) else {
        return;
    };
    let site = match StaticSite::start() {
        Ok(site) => site,
        Err(needs) => {
            assert!(!outside::available(false, test, &needs));
            return;
        }
    };
    let tab = browser.new_tab().unwrap();
    tab.set_default_timeout(Duration::from_secs(60));
    let play = format!("http://{}/play.html", site.addr);
    tab.navigate_to(&play)
        .unwrap()
        .wait_until_navigated()
        .unwrap();
    typing_and_chains(&tab);
    stepping_through(&tab);
    the_whatwg_column(&tab);
    let parsers = js_string(
        &tab,
        &format!(
            "Array.from(document.querySelectorAll(\"{STANDARD}\")).map(c => c.dataset.parser).join('|')"
        ),
    );
    assert!(
        parsers.starts_with("Chrome "),
        "one card, this browser's: {parsers}"
    );
    let heading = js_string(
        &tab,
        &format!("document.querySelector(\"{STANDARD} h3\").textContent"),
    );
    assert!(heading.starts_with("whatwg (Chrome 1"), "{heading}");
    screenshot(&tab, "static-whatwg.png");
    the_rule_field_and_a_permalink(&tab, &play);
    assert!(
        tab.get_url().contains("/play.html?input="),
        "the permalink is the static page's: {}",
        tab.get_url()
    );
    // A rule page's "try it" box: the input checked against the rule, in the page.
    tab.navigate_to(&format!("http://{}/rfc3986.html", site.addr))
        .unwrap()
        .wait_until_navigated()
        .unwrap();
    let form = "#rule-IPv4address form.try";
    wait_js(&tab, &format!("!document.querySelector(\"{form}\").hidden"));
    tab.find_element(&format!("{form} input"))
        .unwrap()
        .click()
        .unwrap();
    tab.type_str("127.0.0.1").unwrap();
    wait_js(
        &tab,
        &format!("document.querySelector(\"{form} output\").textContent === 'matches IPv4address'"),
    );
    tab.type_str("a").unwrap();
    let error = urispec::Validator::new(Revision::Rfc3986, "IPv4address")
        .unwrap()
        .check(b"127.0.0.1a")
        .unwrap_err();
    wait_js(
        &tab,
        &format!("document.querySelector(\"{form} output\").className === 'invalid'"),
    );
    assert_eq!(
        js_string(
            &tab,
            &format!("document.querySelector(\"{form} output\").textContent")
        ),
        error.message()
    );
    screenshot(&tab, "static-try.png");
}

/// The input of the playground's checks.
const IP: &str = "http://0x7f.1/";
/// The card of RFC 3986.
const CARD: &str = "section.verdict[data-revision='rfc3986']";
/// The Standard's card: its parser's (the revision `whatwg`, its writing rules, has
/// a document's card, `data-revision='whatwg'`).
const STANDARD: &str = "section.verdict.whatwg[data-parser]";
/// The card of the URL Standard's writing rules.
const WRITING: &str = "section.verdict[data-revision='whatwg']";

/// Typing: every character of the input drawn, coloured by its innermost rule;
/// hover and keyboard focus show its chain; a tree node shows its own; the
/// document's words beside the rules of the tree.
fn typing_and_chains(tab: &headless_chrome::Tab) {
    let card = CARD;
    tab.wait_for_element("#input").unwrap().click().unwrap();
    tab.type_str(IP).unwrap();
    wait_js(
        tab,
        &format!(
            "document.querySelectorAll(\"{card} .chars .ch\").length === {}",
            IP.len()
        ),
    );
    let colour = js_string(
        tab,
        &format!(
            "getComputedStyle(document.querySelectorAll(\"{card} .chars .ch\")[7]).backgroundColor"
        ),
    );
    assert!(
        colour.starts_with("rgb(") && colour != "rgba(0, 0, 0, 0)",
        "{colour}"
    );
    screenshot(tab, "play-typed.png");

    // Hover: the character '0' at byte 7 shows its chain up to the start rule.
    let chars = tab.find_elements(&format!("{card} .chars .ch")).unwrap();
    chars[7].move_mouse_over().unwrap();
    let expected = chain_at(Revision::Rfc3986, IP, 7).join(" ← ");
    wait_js(
        tab,
        "document.getElementById('chain').textContent.length > 0",
    );
    let chain = js_string(tab, "document.getElementById('chain').textContent");
    assert_eq!(chain, format!("rfc3986: \"0\" at byte 7: {expected}"));
    assert!(chain.ends_with("URI ← URI-reference"), "{chain}");
    // The keyboard: focus, then Tab to the next character.
    chars[3].focus().unwrap();
    tab.press_key("Tab").unwrap();
    let chain = js_string(tab, "document.getElementById('chain').textContent");
    assert_eq!(
        chain,
        format!(
            "rfc3986: \":\" at byte 4: {}",
            chain_at(Revision::Rfc3986, IP, 4).join(" ← ")
        )
    );
    assert_eq!(
        js_string(tab, "document.activeElement.textContent"),
        ":",
        "Tab moves to the next character"
    );
    // The same in the tree: a node shows its chain.
    let host = tab
        .find_elements(&format!("{card} .tree a.rule"))
        .unwrap()
        .into_iter()
        .find(|a| a.get_inner_text().unwrap() == "host")
        .expect("a host node");
    host.move_mouse_over().unwrap();
    wait_js(
        tab,
        "document.getElementById('chain').textContent.startsWith('rfc3986: host ←')",
    );
    screenshot(tab, "play-chain.png");

    // The document's words beside the rule in the tree.
    let summaries = js_string(
        tab,
        &format!(
            "Array.from(document.querySelectorAll(\"{card} .tree details.prose summary\")).map(s => s.textContent).join('|')"
        ),
    );
    assert!(summaries.contains("§3.2.2 Host"), "{summaries}");
}

/// Step through: Home shows the first rule only; next reveals the second, and
/// no character is coloured by a rule not yet derived.
fn stepping_through(tab: &headless_chrome::Tab) {
    let card = CARD;
    let order = derivation_order(Revision::Rfc3986, IP);
    tab.find_element(&format!("{card} input.step"))
        .unwrap()
        .focus()
        .unwrap();
    tab.press_key("Home").unwrap();
    let visible = format!(
        "Array.from(document.querySelectorAll(\"{card} .tree li[data-order]\")).filter(li => !li.hidden && li.offsetParent !== null).length"
    );
    wait_js(tab, &format!("{visible} === 1"));
    let label = js_string(
        tab,
        &format!("document.querySelector(\"{card} .step-label\").textContent"),
    );
    assert!(
        label.starts_with(&format!("step 1 of {}: {}", order.len(), order[0])),
        "{label}"
    );
    tab.find_element(&format!("{card} button.next"))
        .unwrap()
        .click()
        .unwrap();
    wait_js(tab, &format!("{visible} === 2"));
    let label = js_string(
        tab,
        &format!("document.querySelector(\"{card} .step-label\").textContent"),
    );
    assert!(
        label.starts_with(&format!("step 2 of {}: {}", order.len(), order[1])),
        "{label}"
    );
    // At step 2 no character is coloured by a rule not yet derived.
    let rules = js_string(
        tab,
        &format!(
            "Array.from(document.querySelectorAll(\"{card} .chars .ch\")).map(c => c.dataset.rule).join(' ')"
        ),
    );
    assert!(rules.split(' ').all(|r| order[..2].contains(&r)), "{rules}");
    screenshot(tab, "play-step.png");
}

/// The WHATWG column: the Standard's fields, the differing ones marked with ≠
/// in its card and in the documents'.
fn the_whatwg_column(tab: &headless_chrome::Tab) {
    let (card, standard) = (CARD, STANDARD);
    tab.find_element("#whatwg").unwrap().click().unwrap();
    tab.wait_for_element(standard).unwrap();
    let hostname = js_string(
        tab,
        &format!(
            "Array.from(document.querySelectorAll(\"{standard} tr\")).find(r => r.cells[0].textContent === 'hostname').className + ' ' + Array.from(document.querySelectorAll(\"{standard} tr\")).find(r => r.cells[0].textContent === 'hostname').cells[1].textContent"
        ),
    );
    assert_eq!(hostname, "differs 127.0.0.1 ≠ a document");
    let host_row = js_string(
        tab,
        &format!(
            "Array.from(document.querySelectorAll(\"{card} table.components tr\")).find(r => r.cells[0].textContent === 'host').textContent"
        ),
    );
    assert!(
        host_row.contains("0x7f.1") && host_row.contains("≠ whatwg"),
        "{host_row}"
    );
    let scheme_row = js_string(
        tab,
        &format!(
            "Array.from(document.querySelectorAll(\"{card} table.components tr\")).find(r => r.cells[0].textContent === 'scheme').className"
        ),
    );
    assert_eq!(scheme_row, "", "the scheme agrees");
    screenshot(tab, "play-whatwg.png");
}

/// The rule field and a permalink carrying every field: set them, read the
/// address, open it afresh, and find them all again.
fn the_rule_field_and_a_permalink(tab: &headless_chrome::Tab, play: &str) {
    let standard = STANDARD;
    tab.find_element("#base").unwrap().click().unwrap();
    tab.type_str("http://b/").unwrap();
    tab.find_element("#rule").unwrap().click().unwrap();
    tab.type_str("host").unwrap();
    tab.find_element("input.show[value='rfc1738']")
        .unwrap()
        .click()
        .unwrap();
    wait_js(
        tab,
        "location.search.includes('rule=host') && location.search.includes('revisions=')",
    );
    let permalink = tab.get_url();
    tab.navigate_to(play)
        .unwrap()
        .wait_until_navigated()
        .unwrap();
    tab.navigate_to(&permalink)
        .unwrap()
        .wait_until_navigated()
        .unwrap();
    tab.wait_for_element(standard).unwrap();
    // Every revision but the one unticked answers (one without the rule says so).
    wait_js(
        tab,
        &format!(
            "document.querySelectorAll('#rule-results section').length === {}",
            Revision::ALL.len() - 1
        ),
    );
    assert_eq!(js_string(tab, "document.getElementById('input').value"), IP);
    assert_eq!(
        js_string(tab, "document.getElementById('base').value"),
        "http://b/"
    );
    assert_eq!(
        js_string(tab, "document.getElementById('rule').value"),
        "host"
    );
    assert_eq!(
        js_string(
            tab,
            "Array.from(document.querySelectorAll('input.show')).map(b => b.checked ? 1 : 0).join('') + (document.getElementById('whatwg').checked ? 'w' : '')"
        ),
        format!("0{}w", "1".repeat(Revision::ALL.len() - 1))
    );
    assert!(
        js_number(
            tab,
            "document.querySelectorAll(\"section.verdict[data-revision='rfc1738']\").length"
        ) < 0.5,
        "rfc1738 is not shown"
    );
    // The rule field's verdicts are `check --rule host`'s.
    for revision in &Revision::ALL[1..] {
        let expected = match urispec::Validator::new(*revision, "host") {
            Ok(v) if v.is_valid(IP.as_bytes()) => "valid",
            _ => "invalid",
        };
        let heading = js_string(
            tab,
            &format!(
                "document.querySelector(\"#rule-results section[data-revision='{}'] h3\").textContent",
                revision.id()
            ),
        );
        assert_eq!(heading, format!("{} {expected}", revision.id()));
    }
    let resolved = js_string(
        tab,
        &format!("document.querySelector(\"{standard} .resolved\").textContent"),
    );
    assert_eq!(resolved, "resolved: http://127.0.0.1/");
    // The writing rules define no resolution: the card says so, with the Standard's
    // reason, and not as an error of the input.
    let refused = js_string(
        tab,
        &format!(
            "document.querySelector(\"{WRITING} .resolved\").className + ': ' + document.querySelector(\"{WRITING} .resolved\").textContent"
        ),
    );
    assert!(
        refused.starts_with("resolved refused: no resolution: the document defines no resolution of relative references (#url-writing"),
        "{refused}"
    );
    screenshot(tab, "play-permalink.png");
}

/// The book: a railroad diagram is drawn at its natural size, whatever the column.
fn diagrams_at_natural_size(tab: &headless_chrome::Tab, server: &Server) {
    tab.navigate_to(&format!(
        "http://{}/draft-fielding-uri-rfc2396bis-00.html",
        server.addr
    ))
    .unwrap()
    .wait_until_navigated()
    .unwrap();
    tab.wait_for_element_with_custom_timeout("#rule-DQUOTE", Duration::from_secs(240))
        .unwrap();
    for rule in ["DQUOTE", "URI_reference", "IPv6address"] {
        let drawn = js_number(
            tab,
            &format!(
                "document.querySelector('#rule-{rule} svg.railroad').getBoundingClientRect().width"
            ),
        );
        let natural = js_number(
            tab,
            &format!(
                "Number(document.querySelector('#rule-{rule} svg.railroad').getAttribute('width'))"
            ),
        );
        assert!(
            (drawn - natural).abs() < 1.0,
            "{rule}: drawn {drawn} px, natural {natural} px"
        );
    }
    screenshot(tab, "book-bis-00.png");
}

/// The playground's cards hold long unbroken strings (a 46-character input's
/// resolved URL, its components, the derivation's steps): nothing inside a card
/// reaches past its right edge unless it scrolls inside the card, at 1280 px and on
/// a phone's 390 px; and a card is as tall as its own content (a long derivation
/// does not stretch the other cards of its row).
#[test]
fn long_strings_stay_inside_their_card() {
    let Some(browser) = browser("long_strings_stay_inside_their_card") else {
        return;
    };
    let server = Server::start();
    let tab = browser.new_tab().unwrap();
    tab.set_default_timeout(Duration::from_secs(60));
    let input = "http://example.com/abcdefghijklmnopqrstuvwxyz0";
    assert_eq!(input.len(), 46);
    let query = format!(
        "input={}&base=http%3A%2F%2Fa%2Fb%2Fc%2Fd%3Bp%3Fq&whatwg=on",
        input.replace(':', "%3A").replace('/', "%2F")
    );
    for width in [1280.0, 390.0] {
        tab.set_bounds(headless_chrome::types::Bounds::Normal {
            left: None,
            top: None,
            width: Some(width),
            height: Some(1400.0),
        })
        .unwrap();
        tab.navigate_to(&format!("http://{}/play?{query}", server.addr))
            .unwrap()
            .wait_until_navigated()
            .unwrap();
        wait_js(
            &tab,
            "document.querySelectorAll('#results section.verdict .resolved').length > 2",
        );
        let viewport = js_number(&tab, "window.innerWidth");
        assert!(viewport <= width, "{viewport} for {width}");
        // Every element of a card that reaches past the card's right edge, or whose
        // text overflows it, unless an element between them scrolls.
        let outside = js_string(
            &tab,
            r"(() => {
              const out = [];
              for (const card of document.querySelectorAll('#results section.verdict')) {
                const right = card.getBoundingClientRect().right + 0.5;
                for (const e of card.querySelectorAll('*')) {
                  let scrolls = false;
                  for (let p = e.parentElement; p && p !== card; p = p.parentElement) {
                    const o = getComputedStyle(p).overflowX;
                    if (o === 'auto' || o === 'scroll' || o === 'hidden') scrolls = true;
                  }
                  const own = getComputedStyle(e).overflowX === 'visible' && e.scrollWidth > e.clientWidth + 1;
                  if (!scrolls && (own || e.getBoundingClientRect().right > right)) {
                    out.push(card.dataset.revision + ' ' + e.tagName + '.' + e.className + ': ' + e.textContent.slice(0, 40));
                  }
                }
              }
              return out.join('\n');
            })()",
        );
        assert_eq!(outside, "", "at {width} px");
        // No card stretched by another's derivation: its last child ends near its
        // bottom.
        let stretched = js_string(
            &tab,
            r"[...document.querySelectorAll('#results section.verdict')]
              .filter((c) => c.getBoundingClientRect().bottom - c.lastElementChild.getBoundingClientRect().bottom > 40)
              .map((c) => c.dataset.revision).join(' ')",
        );
        assert_eq!(stretched, "", "at {width} px");
        screenshot(&tab, &format!("play-long-{width}.png"));
    }
}
