//! Saves that are checked: a save holds the game's rules version and a digest of the state its
//! log reached. A save from other rules, or whose replay reaches another state, is refused with
//! a clear message, kept aside, and the previous good save is resumed. The "other rules" are the
//! toy game built with a rule changed (another die) or another rules version.

use crate::english::english;
use crate::toy::*;
use mogland_rules::core::GameSim;
use mogland_rules::core::save::{SaveError, SaveSlot, replay_save, save_table};

/// A finished-enough toy game with purrs in it: adding 2 rolls the die the rule changes.
fn played() -> GameSim<Counting> {
    let mut sim = start(3, 12);
    let mut s = sim.to_act().unwrap();
    for k in [2, 1, 2, 2] {
        sim.apply(s, Add(k)).unwrap();
        s = s.next(3);
    }
    assert_eq!(counter(&sim).purrs.len(), 3);
    sim
}

#[test]
fn a_save_replays_to_the_same_table_and_digest() {
    let sim = played();
    let text = save_table::<Counting>(sim.world());
    assert!(text.contains("rules_version: 1"), "{text}");
    assert!(text.contains("digest: \""), "{text}");
    let back = replay_save::<Counting>(&text).expect("its own save resumes");
    assert_eq!(back.snapshot(), sim.snapshot());
}

#[test]
fn a_save_from_another_rules_version_is_refused_by_name() {
    let text = save_table::<Counting>(played().world());
    let err = replay_save::<CountingRules<6, 2>>(&text)
        .err()
        .expect("version 2 of the rules refuses a version 1 save");
    let SaveError::Incompatible(msg) = &err else {
        panic!("{err}")
    };
    assert_eq!(
        english(msg),
        "it was played under Counting rules version 1 and this Mogland plays version 2, so it would not replay as the same game"
    );
}

#[test]
fn a_save_whose_replay_reaches_another_state_is_refused() {
    // Same rules version, but a build where the purr die has four sides: the moves replay,
    // the table they reach is not the one saved.
    let text = save_table::<Counting>(played().world());
    let err = replay_save::<CountingRules<4, 1>>(&text)
        .err()
        .expect("a changed rule is caught by the digest");
    assert_eq!(
        english(&err.text()),
        "the save cannot be used: replaying its 4 moves reaches another table than the one it recorded (the rules changed since it was written)"
    );
}

#[test]
fn a_save_with_a_tampered_move_or_digest_is_refused() {
    let text = save_table::<Counting>(played().world());
    let digest = text.split("digest: \"").nth(1).unwrap()[..64].to_string();
    let forged = text.replace(&digest, &"0".repeat(64));
    assert!(replay_save::<Counting>(&forged).is_err());
    // The fourth move changed from 2 to 1: it replays, to another table.
    let moved = text.replacen("Add(2)", "Add(1)", 1);
    assert!(replay_save::<Counting>(&moved).is_err());
}

#[test]
fn a_refused_save_is_kept_aside_and_the_previous_good_save_resumes() {
    let dir = std::env::temp_dir().join(format!(
        "mogland-checked-save-{}-{}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos()
    ));
    let slot = SaveSlot::new(&dir);
    let mut sim = played();
    let good = save_table::<Counting>(sim.world());
    slot.write(&good).unwrap();
    let s = sim.to_act().unwrap();
    sim.apply(s, Add(2)).unwrap();
    // The newest save was written by a build whose rules differ from this one's.
    let other = GameSim::<CountingRules<4, 1>>::replay(sim.setup(), sim.log()).unwrap();
    let newer = save_table::<CountingRules<4, 1>>(other.world());
    slot.write(&newer).unwrap();

    let resumed = slot.resume(|text, game| {
        assert_eq!(game.as_str(), "counting");
        replay_save::<Counting>(text).map_err(|e| e.text())
    });
    let table = resumed.table.expect("the previous good save resumes");
    assert_eq!(
        table.log().len(),
        4,
        "it is the save before the refused one"
    );
    assert_eq!(resumed.refused.len(), 1, "{:?}", resumed.refused);
    let msg = &english(&resumed.refused[0]);
    assert!(msg.contains("autosave.ron was refused"), "{msg}");
    assert!(msg.contains("reaches another table"), "{msg}");
    let aside: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().contains(".refused-"))
        .collect();
    assert_eq!(aside.len(), 1);
    assert_eq!(
        std::fs::read_to_string(&aside[0]).unwrap(),
        newer,
        "the refused save is kept whole"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
