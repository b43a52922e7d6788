//! The playground as a person uses it, in a real browser: headless Chromium
//! (Debian's `chromium`, at /usr/bin/chromium or `URISPEC_CHROMIUM`; `.ci/run` installs it; without it the
//! test skips with one line, unless `URISPEC_NO_SKIP=1`) loads
//! `/play`, types an input, and the test reads what the page shows: every
//! revision's verdict, the caret message of an invalid one, a derivation node that
//! links to its rule's page. It ends with a screenshot (`playground.png` in the
//! test's target folder).

#[path = "../../tests/common/outside.rs"]
mod outside;
#[path = "common/server.rs"]
mod server;

use std::ffi::OsStr;
use std::time::Duration;

use headless_chrome::protocol::cdp::Page::CaptureScreenshotFormatOption;
use headless_chrome::{Browser, LaunchOptions};
use server::Server;
use urispec::Revision;

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
    assert_eq!(caret, format!("{INPUT}\n{}^", " ".repeat(error.offset)));
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
