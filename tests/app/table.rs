//! The table around any game, headless: pause is a real state, undo from the app, saves that
//! are checked on "Continue", hotseat privacy from the app's side.

use crate::screens::{actions_taken, all_bots, slow_bots};
use bevy::prelude::*;
use mogland::app::{Go, Notices};
use mogland::session::privacy::Privacy;
use mogland::session::{TableTurn, UndoRequest};
use mogland::states::{PlayState, Screen};
use mogland_rules::core::hotseat::Viewer;
use mogland_rules::core::{Act, BotLevel, Game, SeatId, SeatKind};
use mogland_rules::games::catastrophes::{Catastrophes, CatastrophesAction};

fn start_bots(seed: u64) -> crate::common::TestApp {
    let mut t = crate::common::app();
    all_bots(&mut t, seed);
    t.go(Go::NewTable);
    t.go(Go::Start);
    assert_eq!(t.screen(), Screen::Playing);
    t
}

#[test]
fn pausing_stops_bots_and_playback_and_resuming_goes_on() {
    let mut t = start_bots(3);
    t.until(|w| w.resource::<TableTurn>().asked.is_some(), 50);
    t.until(
        |w| {
            let t = w.resource::<mogland::session::ActiveTable>();
            t.rules.actions_taken(w) >= 5
        },
        2000,
    );
    t.world_mut()
        .resource_mut::<NextState<PlayState>>()
        .set(PlayState::Paused);
    t.app.update();
    assert!(t.world().resource::<Time<Virtual>>().is_paused());
    let n = actions_taken(&t);
    for _ in 0..200 {
        t.app.update();
    }
    assert_eq!(
        actions_taken(&t),
        n,
        "no bot acts while the table is paused"
    );
    t.world_mut()
        .resource_mut::<NextState<PlayState>>()
        .set(PlayState::Running);
    t.until(
        |w| {
            let t = w.resource::<mogland::session::ActiveTable>();
            t.rules.actions_taken(w) > n
        },
        2000,
    );
    assert!(!t.world().resource::<Time<Virtual>>().is_paused());
}

/// A table with one human in seat 1 and Easy bots, waiting for the human's decision.
fn human_table(seed: u64, undo: bool) -> crate::common::TestApp {
    table_of_humans(seed, &[0], undo)
}

/// A table with humans in `humans` and Easy bots in the other seats, waiting for seat 1 (the
/// screen cleared for it).
fn table_of_humans(seed: u64, humans: &[usize], undo: bool) -> crate::common::TestApp {
    let mut t = crate::common::app();
    all_bots(&mut t, seed);
    {
        let mut form = t
            .world_mut()
            .resource_mut::<mogland::app::setup::SetupForm>();
        for &h in humans {
            form.seats[h].kind = SeatKind::Human;
        }
    }
    t.world_mut()
        .resource_mut::<mogland::settings::Settings>()
        .undo = undo;
    t.go(Go::NewTable);
    t.go(Go::Start);
    t.until(
        |w| {
            w.resource::<TableTurn>()
                .asked
                .as_ref()
                .is_some_and(|a| a.seats == vec![SeatId(0)])
                && !w.resource::<mogland::session::ViewBusy>().0
        },
        4000,
    );
    t.world_mut()
        .resource_mut::<mogland::session::privacy::Privacy>()
        .cleared_for = Some(SeatId(0));
    t.app.update();
    t
}

fn place_a_card(t: &mut crate::common::TestApp) -> CatastrophesAction {
    let legal = Catastrophes::legal_actions(t.world(), SeatId(0));
    let place = *legal
        .iter()
        .find(|a| matches!(a, CatastrophesAction::Place { .. }))
        .expect("a card to place");
    t.world_mut().write_message(Act {
        seat: SeatId(0),
        action: place,
    });
    t.app.update();
    place
}

/// A table with humans in seats 1 and 2 and Easy bots, undo on, waiting for seat 1.
fn two_humans(seed: u64) -> crate::common::TestApp {
    table_of_humans(seed, &[0, 1], true)
}

#[test]
fn undo_is_offered_only_where_a_click_on_it_works() {
    // One human, a bot next: the rule would allow it, but the bot's answer would race the
    // click, so Undo is not offered while the bot is to act.
    let mut t = human_table(9, true);
    slow_bots(&mut t);
    place_a_card(&mut t);
    t.app.update();
    assert_eq!(
        t.world().resource::<TableTurn>().can_undo,
        None,
        "no Undo while a bot is to answer"
    );
    // Two humans: the "pass to …" screen before the next human offers it to the first.
    let mut t = two_humans(9);
    slow_bots(&mut t);
    place_a_card(&mut t);
    t.app.update();
    assert_eq!(
        t.world().resource::<TableTurn>().viewer,
        Some(Viewer::PassTo(SeatId(1)))
    );
    assert_eq!(t.world().resource::<TableTurn>().can_undo, Some(SeatId(0)));
    // Once the next human has been cleared to play, it is theirs to act, not the first's to
    // take back.
    t.world_mut()
        .resource_mut::<mogland::session::privacy::Privacy>()
        .cleared_for = Some(SeatId(1));
    t.app.update();
    assert_eq!(t.world().resource::<TableTurn>().can_undo, None);
}

#[test]
fn a_human_takes_back_a_card_and_the_autosave_follows() {
    let mut t = two_humans(9);
    let before = Catastrophes::snapshot(t.world());
    let n = actions_taken(&t);
    slow_bots(&mut t);
    place_a_card(&mut t);
    assert_eq!(actions_taken(&t), n + 1);
    assert_eq!(t.world().resource::<TableTurn>().can_undo, Some(SeatId(0)));
    // On the next human's "pass to …" screen the screen goes back to seat 1 first; it takes the
    // card back as it clicks through.
    t.world_mut().write_message(UndoRequest(SeatId(0)));
    t.app.update();
    take_back_as(&mut t, SeatId(0));
    assert_eq!(actions_taken(&t), n, "the card was taken back");
    assert_eq!(Catastrophes::snapshot(t.world()), before);
    let save = std::fs::read_to_string(
        t.saves_of(mogland_rules::games::catastrophes::INFO.id)
            .join("autosave.ron"),
    )
    .unwrap();
    let file: mogland_rules::core::save::SaveFile<CatastrophesAction> =
        mogland_rules::core::save::parse(&save).unwrap();
    assert_eq!(
        file.actions.len(),
        n,
        "the autosave lost the undone action too"
    );
}

/// What "I am Felix: take back my last move" does on the screen handed back to `seat`.
fn take_back_as(t: &mut crate::common::TestApp, seat: SeatId) {
    assert_eq!(
        t.world().resource::<Privacy>().take_back,
        Some(seat),
        "the screen is handed back to the seat taking back"
    );
    t.world_mut().resource_mut::<Privacy>().cleared_for = Some(seat);
    t.world_mut().write_message(UndoRequest(seat));
    t.app.update();
}

/// The "pass to …" screen is never a way into another seat's hand. Undo asked for there (the
/// screen's own button, the bar's, Ctrl+Z) passes the screen back to the seat taking back,
/// with nobody cleared: no hand is drawn and nothing is taken back until that seat clicks
/// through its own screen. Then the move is taken back, its hand shows, and "Taken back" is
/// logged once.
#[test]
fn a_take_back_on_the_pass_screen_waits_for_its_player_behind_their_own_screen() {
    use mogland::view::kit::log::GameLog;
    let mut t = two_humans(9);
    slow_bots(&mut t);
    let n = actions_taken(&t);
    place_a_card(&mut t);
    t.app.update();
    assert_eq!(
        t.world().resource::<TableTurn>().viewer,
        Some(Viewer::PassTo(SeatId(1)))
    );
    t.world_mut().write_message(UndoRequest(SeatId(0)));
    for _ in 0..5 {
        t.app.update();
        let turn = t.world().resource::<TableTurn>();
        assert_eq!(
            turn.viewer,
            Some(Viewer::PassTo(SeatId(1))),
            "no hand shows"
        );
        assert_eq!(turn.can_undo, Some(SeatId(0)));
        assert_eq!(actions_taken(&t), n + 1, "nothing taken back yet");
        let privacy = t.world().resource::<Privacy>();
        assert_eq!(privacy.take_back, Some(SeatId(0)));
        assert_eq!(privacy.cleared_for, None, "nobody is cleared");
    }
    // Asking again (a second click on Undo) changes nothing.
    t.world_mut().write_message(UndoRequest(SeatId(0)));
    t.app.update();
    assert_eq!(actions_taken(&t), n + 1);
    // "Keep the move": the screen is Mog's again.
    t.world_mut().resource_mut::<Privacy>().take_back = None;
    t.app.update();
    assert_eq!(
        t.world().resource::<TableTurn>().viewer,
        Some(Viewer::PassTo(SeatId(1)))
    );
    assert_eq!(actions_taken(&t), n + 1);
    // Asked again, and this time Felix clicks through his own screen.
    t.world_mut().write_message(UndoRequest(SeatId(0)));
    t.app.update();
    take_back_as(&mut t, SeatId(0));
    assert_eq!(actions_taken(&t), n, "the card was taken back");
    assert_eq!(
        t.world().resource::<TableTurn>().viewer,
        Some(Viewer::Seat(SeatId(0))),
        "the hand of the seat that took back, once it cleared its own screen"
    );
    assert_eq!(t.world().resource::<Privacy>().take_back, None);
    for _ in 0..10 {
        t.app.update();
    }
    let log = t.world().resource::<GameLog>();
    let taken: Vec<&mogland_rules::core::Text> =
        log.0.iter().filter(|l| l.is("log-taken-back")).collect();
    assert_eq!(taken.len(), 1, "{:?}", log.0);
}

/// Undo asked for while the screen shows another seat's hand (a window asking both) passes
/// the screen back too, rather than showing one hand to the other.
#[test]
fn an_undo_never_applies_while_another_seats_hand_shows() {
    let mut t = two_humans(9);
    slow_bots(&mut t);
    let n = actions_taken(&t);
    place_a_card(&mut t);
    t.world_mut().resource_mut::<Privacy>().cleared_for = Some(SeatId(1));
    t.app.update();
    assert_eq!(
        t.world().resource::<TableTurn>().viewer,
        Some(Viewer::Seat(SeatId(1)))
    );
    t.world_mut().write_message(UndoRequest(SeatId(0)));
    t.app.update();
    assert_eq!(actions_taken(&t), n + 1, "nothing taken back");
    assert_ne!(
        t.world().resource::<TableTurn>().viewer,
        Some(Viewer::Seat(SeatId(0)))
    );
}

#[test]
fn with_undo_off_nothing_is_taken_back() {
    let mut t = human_table(9, false);
    let n = actions_taken(&t);
    slow_bots(&mut t);
    place_a_card(&mut t);
    assert_eq!(t.world().resource::<TableTurn>().can_undo, None);
    t.world_mut().write_message(UndoRequest(SeatId(0)));
    t.app.update();
    assert_eq!(actions_taken(&t), n + 1);
}

#[test]
fn the_one_human_sees_their_own_hand_and_two_humans_pass_the_screen() {
    let t = human_table(4, true);
    assert_eq!(
        t.world().resource::<TableTurn>().viewer,
        Some(Viewer::Seat(SeatId(0)))
    );
    let mut t = crate::common::app();
    all_bots(&mut t, 4);
    {
        let mut form = t
            .world_mut()
            .resource_mut::<mogland::app::setup::SetupForm>();
        form.seats[0].kind = SeatKind::Human;
        form.seats[2].kind = SeatKind::Human;
        form.seats[1].kind = SeatKind::Bot(BotLevel::Easy);
    }
    t.go(Go::NewTable);
    t.go(Go::Start);
    t.until(|w| w.resource::<TableTurn>().asked.is_some(), 50);
    assert_eq!(
        t.world().resource::<TableTurn>().viewer,
        Some(Viewer::PassTo(SeatId(0))),
        "nobody's hand until seat 1 clicks through"
    );
    t.world_mut()
        .resource_mut::<mogland::session::privacy::Privacy>()
        .cleared_for = Some(SeatId(0));
    t.app.update();
    assert_eq!(
        t.world().resource::<TableTurn>().viewer,
        Some(Viewer::Seat(SeatId(0)))
    );
}

#[test]
fn a_save_from_other_rules_is_refused_kept_aside_and_the_previous_one_resumed() {
    let mut t = start_bots(5);
    t.until(
        |w| {
            w.get_resource::<mogland::session::ActiveTable>()
                .is_some_and(|tb| tb.rules.actions_taken(w) >= 4)
        },
        2000,
    );
    t.go(Go::Menu);
    let saves = t.saves_of(mogland_rules::games::catastrophes::INFO.id);
    let current = saves.join("autosave.ron");
    let text = std::fs::read_to_string(&current).unwrap();
    assert!(text.contains("rules_version: 1"), "{text}");
    let other = text.replacen("rules_version: 1", "rules_version: 7", 1);
    std::fs::write(&current, &other).unwrap();
    slow_bots(&mut t);
    t.go(Go::Continue);
    assert_eq!(
        t.screen(),
        Screen::Playing,
        "the previous good save resumes"
    );
    let notices = t.world().resource::<Notices>().lines().join("\n");
    assert!(
        notices.contains("rules version 7") && notices.contains("kept as"),
        "{notices}"
    );
    let kept = std::fs::read_dir(&saves)
        .unwrap()
        .filter_map(|e| e.ok())
        .find(|e| e.file_name().to_string_lossy().contains("refused"))
        .expect("the refused save is kept");
    assert_eq!(std::fs::read_to_string(kept.path()).unwrap(), other);
}

/// The Cat Attack table headless (no renderer: the meshes are only assets): bots play, the
/// playback walks the pieces, and whenever the view has settled every piece stands where the
/// rules put it.
fn cat_attack_pieces_settle(variants: &[&str]) {
    let mut t = crate::common::app_with_scene();
    all_bots(&mut t, 11);
    {
        let mut form = t
            .world_mut()
            .resource_mut::<mogland::app::setup::SetupForm>();
        form.game = mogland_rules::games::cat_attack::INFO.id;
        form.variants = variants.iter().map(|v| v.to_string()).collect();
    }
    t.go(Go::NewTable);
    t.go(Go::Start);
    assert_eq!(t.screen(), Screen::Playing);
    let checked =
        crate::screens::check_pieces_settle(&mut t, mogland::games::cat_attack::misplaced, 80);
    let moving = t
        .world_mut()
        .query_filtered::<Entity, With<mogland::view::tween::Tween>>()
        .iter(t.world())
        .count();
    assert!(
        checked >= 40,
        "the bots took only {checked} actions; busy {}, tweens {moving}, asked {:?}",
        t.world().resource::<mogland::session::ViewBusy>().0,
        t.world().resource::<TableTurn>().asked
    );
}

#[test]
fn cat_attack_pieces_end_where_the_rules_put_them() {
    cat_attack_pieces_settle(&[]);
}

/// Gang partners sharing a house may share its door: both are drawn, side by side.
#[test]
fn cat_attack_gang_partners_sharing_a_door_are_both_in_place() {
    cat_attack_pieces_settle(&["gang-shared-house"]);
}

/// The mouse on the Cat Attack board, headless: the board pointer is set as the window would
/// set it. A drop on a space that does not glow comes back refused with the rule; a press on
/// the cat and a release on a glowing space moves it there.
#[test]
fn cat_attack_a_cat_dragged_onto_a_glowing_space_moves_there() {
    use mogland::view::kit::pick::BoardPointer;
    use mogland_rules::games::cat_attack::{
        self as ca, CatAttack, CatAttackAction, CatAttackPrompt,
    };
    use mogland_rules::levels::cat_attack::MogCard;
    let mut t = crate::common::app_with_scene();
    all_bots(&mut t, 5);
    {
        let mut form = t
            .world_mut()
            .resource_mut::<mogland::app::setup::SetupForm>();
        form.game = ca::INFO.id;
        form.seats[0].kind = SeatKind::Human;
    }
    t.go(Go::NewTable);
    t.go(Go::Start);
    let me = SeatId(0);
    let my_turn = |w: &World| {
        w.resource::<TableTurn>()
            .asked
            .as_ref()
            .is_some_and(|a| a.seats == vec![me])
            && !w.resource::<mogland::session::ViewBusy>().0
    };
    // Play a Cat card (or anything) and roll, turn after turn, until the cat is to move and
    // one of its destinations has a single route.
    let (path, dest) = 'found: {
        for _ in 0..100 {
            t.until(my_turn, 20_000);
            t.app.update();
            let legal = CatAttack::legal_actions(t.world(), me);
            let prompt = CatAttack::decision(t.world()).map(|d| d.prompt);
            if prompt == Some(CatAttackPrompt::MoveCat) {
                let ends: Vec<_> = legal
                    .iter()
                    .filter_map(|a| match a {
                        CatAttackAction::Move(p) => Some(*p.last().unwrap()),
                        _ => None,
                    })
                    .collect();
                let single = legal.iter().find_map(|a| match a {
                    CatAttackAction::Move(p)
                        if ends.iter().filter(|e| **e == *p.last().unwrap()).count() == 1 =>
                    {
                        Some(*p)
                    }
                    _ => None,
                });
                if let Some(p) = single {
                    let dest = *p.last().unwrap();
                    break 'found (p, dest);
                }
            }
            let action = legal
                .iter()
                .find(|a| matches!(a, CatAttackAction::Play(MogCard::Cat(_))))
                .or_else(|| legal.iter().find(|a| **a == CatAttackAction::Roll))
                .unwrap_or(&legal[0])
                .clone();
            t.world_mut().write_message(Act { seat: me, action });
            t.app.update();
        }
        panic!("the human's cat never had a move with a single route");
    };
    let layout = t
        .world()
        .resource::<mogland::games::cat_attack::Layout>()
        .clone();
    let board = t.world().resource::<ca::Board>().0.clone();
    let start = ca::position(t.world()).cat(me).space;
    let point = |t: &mut crate::common::TestApp, at: u16, clicked: bool, released: bool| {
        *t.world_mut().resource_mut::<BoardPointer>() = BoardPointer {
            at: Some(layout.at(&board, at)),
            ray: None,
            clicked,
            released,
        };
        t.app.update();
    };
    // A space no move of this roll reaches: dropped there, the rules refuse and say why.
    let reach: Vec<u16> = CatAttack::legal_actions(t.world(), me)
        .iter()
        .filter_map(|a| match a {
            CatAttackAction::Move(p) => p.last().copied(),
            _ => None,
        })
        .collect();
    let wrong = (0..board.spaces.len() as u16)
        .find(|s| *s != start && !reach.contains(s))
        .expect("a space that does not glow");
    point(&mut t, start, true, false);
    point(&mut t, wrong, false, false);
    point(&mut t, wrong, false, true);
    t.app.update();
    let refusal = t
        .world()
        .resource::<mogland::session::LastRefusal>()
        .0
        .clone();
    assert!(
        refusal
            .as_ref()
            .and_then(|r| r.rule.id())
            .is_some_and(|id| id.starts_with("ca-rule-")),
        "a drop off the glowing spaces is refused with its rule: {refusal:?}"
    );
    assert_eq!(ca::position(t.world()).cat(me).space, start);
    // Pick up the cat, carry it to a glowing space and let go.
    point(&mut t, start, true, false);
    for s in &path {
        point(&mut t, *s, false, false);
    }
    point(&mut t, dest, false, true);
    t.app.update();
    assert_eq!(
        ca::position(t.world()).cat(me).space,
        dest,
        "the cat moved where it was dropped"
    );
}

#[test]
fn a_refusal_stays_until_the_player_acts_again_and_a_bots_is_not_shown() {
    use mogland::session::LastRefusal;
    let mut t = human_table(12, true);
    slow_bots(&mut t);
    // Three cards cannot be drawn: refused, with the rule.
    t.world_mut().write_message(Act {
        seat: SeatId(0),
        action: CatastrophesAction::Draw { count: 3 },
    });
    t.app.update();
    t.app.update();
    let shown = t.world().resource::<LastRefusal>().0.clone();
    assert!(
        shown
            .as_ref()
            .and_then(|r| r.rule.id())
            .is_some_and(|id| id.starts_with("cx-rule-")),
        "{shown:?}"
    );
    // It stays while nothing happens...
    for _ in 0..5 {
        t.app.update();
    }
    assert!(t.world().resource::<LastRefusal>().0.is_some());
    // ...and goes at the player's next press of the mouse.
    t.world_mut()
        .write_message(bevy::input::mouse::MouseButtonInput {
            button: MouseButton::Left,
            state: bevy::input::ButtonState::Pressed,
            window: Entity::PLACEHOLDER,
        });
    t.app.update();
    assert_eq!(t.world().resource::<LastRefusal>().0, None);
    // A bot's refusal (here one sent in its name out of turn) is not the player's to read.
    t.world_mut().write_message(Act {
        seat: SeatId(2),
        action: CatastrophesAction::Draw { count: 1 },
    });
    t.app.update();
    t.app.update();
    assert_eq!(t.world().resource::<LastRefusal>().0, None);
}
