//! The pause menu's rules page reflows the rulebook's hard-wrapped lines.

#[test]
fn reflow_joins_wrapped_lines_and_keeps_items_and_paragraphs() {
    let text = "Only one card may lie in front of you, you can\nonly draw.\n\n  • first item that\n    wraps\n  • second";
    assert_eq!(
        mogland::app::pause::reflow(text),
        "Only one card may lie in front of you, you can only draw.\n\n  • first item that wraps\n  • second"
    );
}
