//! The arguments a Fluent message reads, for the message tests of the rules crate
//! (`rules/messages.rs`) and of the app (`tests/app/languages.rs`): one file, included by both
//! test binaries with `#[path]`.

use fluent_syntax::ast;
use std::collections::BTreeSet;

/// The names of the variables `pattern` reads: in its text, its selectors, every variant and
/// the arguments of its functions (`NUMBER($count)`).
pub fn arguments(pattern: &ast::Pattern<&str>) -> BTreeSet<String> {
    let mut args = BTreeSet::new();
    in_pattern(pattern, &mut args);
    args
}

/// The names of the variables `pattern` selects its words on (`{ $colour -> … }`), at its top.
pub fn selected_on(pattern: &ast::Pattern<&str>) -> BTreeSet<String> {
    pattern
        .elements
        .iter()
        .filter_map(|element| match element {
            ast::PatternElement::Placeable {
                expression:
                    ast::Expression::Select {
                        selector: ast::InlineExpression::VariableReference { id },
                        ..
                    },
            } => Some(id.name.to_owned()),
            _ => None,
        })
        .collect()
}

fn in_pattern(pattern: &ast::Pattern<&str>, args: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            in_expression(expression, args);
        }
    }
}

fn in_expression(expression: &ast::Expression<&str>, args: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            in_inline(selector, args);
            for v in variants {
                in_pattern(&v.value, args);
            }
        }
        ast::Expression::Inline(inline) => in_inline(inline, args),
    }
}

fn in_inline(inline: &ast::InlineExpression<&str>, args: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            args.insert(id.name.to_owned());
        }
        ast::InlineExpression::Placeable { expression } => in_expression(expression, args),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                in_inline(a, args);
            }
        }
        _ => {}
    }
}
