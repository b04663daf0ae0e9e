//! Small pictures shared by every game's panels. They live in [`super::icons`] now, with the
//! card icons; the cat's head keeps its old address for the screens that draw it.

pub use super::icons::cat_head;
