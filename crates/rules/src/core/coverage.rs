//! What game state a world holds, by type: the check that a game's snapshot, restore and clear
//! forget nothing. A game's state is every component and resource declared in its folder; a
//! test compares a table with its snapshot restored elsewhere, and a cleared world with an
//! empty one, so adding a component without snapshotting it fails a test instead of a save.

use bevy_ecs::world::World;
use std::collections::{BTreeMap, BTreeSet};

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StateTypes {
    /// Component type → how many entities hold it.
    pub components: BTreeMap<String, u32>,
    pub resources: BTreeSet<String>,
}

impl StateTypes {
    pub fn is_empty(&self) -> bool {
        self.components.is_empty() && self.resources.is_empty()
    }
}

/// The components and resources in `world` whose type lives under the module path `prefix`
/// (say `"mogland_rules::games::cat_fight::"`).
pub fn state_types(world: &World, prefix: &str) -> StateTypes {
    let mut out = StateTypes::default();
    for (info, _) in world.iter_resources() {
        let name = info.name().to_string();
        if name.starts_with(prefix) {
            out.resources.insert(name);
        }
    }
    for archetype in world.archetypes().iter() {
        if archetype.is_empty() {
            continue;
        }
        for &id in archetype.components() {
            let Some(info) = world.components().get_info(id) else {
                continue;
            };
            let name = info.name().to_string();
            if name.starts_with(prefix) && !out.resources.contains(&name) {
                *out.components.entry(name).or_default() += archetype.len();
            }
        }
    }
    out
}
