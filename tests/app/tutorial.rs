//! "Learn to play": every game has a tutorial, every step of it is reachable at the table and
//! its action legal there; at the table the step's action glows, no other is taken, and taking
//! it moves the tutorial on; left and resumed, it goes on where it was.

use bevy::prelude::*;
use mogland::app::Go;
use mogland::app::tutorial::{LEARNER, Tutorial, tutorial_of, tutorial_table};
use mogland::session::{LastRefusal, TableTurn};
use mogland::states::Screen;
use mogland_levels::Level;
use mogland_rules::core::{Act, Expected, Suggested, TableSetup};
use mogland_rules::games::catastrophes::{CatastrophesAction, INFO as CATASTROPHES};

#[test]
fn every_game_has_a_tutorial_whose_every_step_is_reachable_and_legal() {
    use mogland::levels::shipped::SHIPPED;
    for game in mogland::games::playable() {
        let info = game.info();
        let name = format!("tutorial_{}", info.level_file);
        let (_, text) = SHIPPED
            .iter()
            .find(|(n, _)| *n == name)
            .unwrap_or_else(|| panic!("{}: no {name} in levels/", info.name));
        let Level::Tutorial(def) = mogland_levels::parse_level(&name, text).unwrap() else {
            panic!("{name} is not a Tutorial(...)");
        };
        assert_eq!(def.game, info.id.to_string(), "{name}: the game's id");
        let (_, level) = SHIPPED.iter().find(|(n, _)| *n == info.level_file).unwrap();
        let level = mogland_levels::parse_level(info.level_file, level).unwrap();
        let setup = TableSetup::for_tutorial(info.id, &def, level);
        let steps: Vec<String> = def.steps.iter().map(|s| s.expect.clone()).collect();
        assert!(steps.len() >= 5, "{name}: only {} steps", steps.len());
        if let Err(e) = game.check_tutorial(&setup, &steps) {
            panic!("{name}: {e}");
        }
    }
}

#[test]
fn at_the_table_the_step_glows_no_other_move_is_taken_and_the_step_moves_on() {
    let mut t = crate::common::app();
    t.go(Go::Learn(CATASTROPHES.id));
    assert_eq!(t.screen(), Screen::Playing);
    assert!(t.world().contains_resource::<Tutorial>());
    let mode = t.world().resource::<mogland::session::ActiveTable>().mode;
    assert_eq!(mode, mogland::session::TableMode::Tutorial);
    let learner_asked = |w: &World| {
        w.resource::<TableTurn>()
            .asked
            .as_ref()
            .is_some_and(|a| a.seats.contains(&LEARNER))
            && !w.resource::<mogland::session::ViewBusy>().0
    };
    t.until(learner_asked, 4000);
    t.app.update();
    let def = tutorial_of(t.world(), CATASTROPHES.id).unwrap();
    let first: CatastrophesAction = mogland_levels::ron_options()
        .from_str(&def.steps[0].expect)
        .unwrap();
    let Expected(seat, wanted) = t.world().resource::<Expected<CatastrophesAction>>().clone();
    assert_eq!((seat, wanted), (LEARNER, first));
    assert_eq!(
        t.world().resource::<Suggested<CatastrophesAction>>().1,
        first,
        "the step's action glows"
    );
    // Another legal move is refused, saying which the table wants.
    use mogland_rules::core::Game;
    let other = mogland_rules::games::catastrophes::Catastrophes::legal_actions(t.world(), LEARNER)
        .into_iter()
        .find(|a| *a != first)
        .expect("the learner has other moves");
    t.world_mut().write_message(Act {
        seat: LEARNER,
        action: other,
    });
    t.app.update();
    t.app.update();
    let refusal = t
        .world()
        .resource::<LastRefusal>()
        .0
        .clone()
        .expect("refused");
    assert!(refusal.rule.is("rule-tutorial-one-move"), "{refusal}");
    assert_eq!(t.world().resource::<Tutorial>().step, 0);
    // The step's own move is taken, and the tutorial moves on.
    t.world_mut().write_message(Act {
        seat: LEARNER,
        action: first,
    });
    t.until(|w| w.resource::<Tutorial>().step == 1, 100);
}

#[test]
fn a_tutorial_left_for_the_menu_is_guided_again_after_continue() {
    let mut t = crate::common::app();
    t.go(Go::Learn(CATASTROPHES.id));
    t.until(
        |w| {
            w.resource::<TableTurn>()
                .asked
                .as_ref()
                .is_some_and(|a| a.seats.contains(&LEARNER))
        },
        4000,
    );
    let def = tutorial_of(t.world(), CATASTROPHES.id).unwrap();
    let setup = tutorial_table(t.world(), CATASTROPHES.id, &def).unwrap();
    let first: CatastrophesAction = mogland_levels::ron_options()
        .from_str(&def.steps[0].expect)
        .unwrap();
    t.world_mut().write_message(Act {
        seat: LEARNER,
        action: first,
    });
    t.until(|w| w.resource::<Tutorial>().step == 1, 100);
    t.go(Go::Menu);
    assert!(!t.world().contains_resource::<Tutorial>());
    t.go(Go::Continue);
    assert_eq!(t.screen(), Screen::Playing);
    let table = t.world().resource::<mogland::session::ActiveTable>();
    assert_eq!(table.setup.seed, setup.seed);
    assert_eq!(table.mode, mogland::session::TableMode::Tutorial);
    t.app.update();
    assert_eq!(
        t.world().resource::<Tutorial>().step,
        1,
        "guided from step 2 on"
    );
}

/// Each game's tutorial played through at the table, as a learner would: at each step the
/// learner takes the action the step asks for (what glows), the bots play as they do at the
/// table, the table answers the windows the learner can only pass; every step comes, in order.
#[test]
fn every_tutorial_plays_through_at_the_table() {
    for game in mogland::games::playable() {
        let id = game.info().id;
        let mut t = crate::common::app_with_scene();
        t.go(Go::Learn(id));
        assert_eq!(t.screen(), Screen::Playing, "{id}");
        let total = t.world().resource::<Tutorial>().def.steps.len();
        for step in 0..total {
            // Until the table asks the learner for this step (a window the table answers for
            // it can come first), then the learner does what glows.
            let mut taken = false;
            for _ in 0..20_000 {
                t.app.update();
                let w = t.world();
                let ready = w.resource::<Tutorial>().step == step
                    && w.resource::<TableTurn>().my_decision()
                    && !w.resource::<mogland::session::ViewBusy>().0;
                if ready {
                    let table = w.resource::<mogland::session::ActiveTable>().clone();
                    if table.rules.take_expected(t.world_mut(), LEARNER) {
                        taken = true;
                        break;
                    }
                }
            }
            assert!(taken, "{id}: step {} never came", step + 1);
            let moved_on = (0..2_000).any(|_| {
                t.app.update();
                t.world().resource::<Tutorial>().step > step
            });
            let refused = t.world().resource::<LastRefusal>().0.clone();
            if !moved_on {
                for l in t
                    .world()
                    .resource::<mogland::view::kit::log::GameLog>()
                    .0
                    .iter()
                    .rev()
                {
                    eprintln!("LOG {l}");
                }
            }
            assert!(
                moved_on,
                "{id}: step {} did not lead on ({refused:?})",
                step + 1
            );
            assert_eq!(refused, None, "{id}: step {} was refused", step + 1);
        }
        assert_eq!(t.world().resource::<Tutorial>().step, total, "{id}");
    }
}

/// In a guided game a hint is the step's own action (the Normal bot's own choice sent the
/// learner elsewhere and moved the step's glow away), and the glow stays when the hint goes.
#[test]
fn in_a_tutorial_the_hint_is_the_steps_own_action_for_every_step() {
    use mogland::session::{HintRequest, HintShown};
    use mogland_rules::core::Game;
    use mogland_rules::games::catastrophes::Catastrophes;
    let mut t = crate::common::app();
    t.go(Go::Learn(CATASTROPHES.id));
    let def = tutorial_of(t.world(), CATASTROPHES.id).unwrap();
    let learner_asked = |w: &World| {
        w.resource::<TableTurn>()
            .asked
            .as_ref()
            .is_some_and(|a| a.seats.contains(&LEARNER))
            && !w.resource::<mogland::session::ViewBusy>().0
            && w.contains_resource::<Expected<CatastrophesAction>>()
    };
    for step in 0..def.steps.len().min(6) {
        t.until(learner_asked, 4000);
        t.app.update();
        let Expected(_, wanted) = t.world().resource::<Expected<CatastrophesAction>>().clone();
        t.world_mut().write_message(HintRequest);
        t.app.update();
        let hint = t.world().resource::<HintShown>().0.clone().expect("a hint");
        assert_eq!(
            hint.action,
            Catastrophes::describe(t.world(), LEARNER, &wanted),
            "step {}: the hint is the step's action",
            step + 1
        );
        assert_eq!(
            t.world().resource::<Suggested<CatastrophesAction>>().1,
            wanted
        );
        t.world_mut().write_message(Act {
            seat: LEARNER,
            action: wanted,
        });
        t.app.update();
        t.app.update();
    }
}
