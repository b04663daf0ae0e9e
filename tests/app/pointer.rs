//! The mouse and Escape through egui, headless: egui passes run on their own context, fed
//! the events a window would send. A card dragged from the kit's hand and called off with
//! Escape goes back to the hand; two clicks at the same pixel are two clicks, even when the
//! window slept between them.

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy_egui::EguiInput;
use bevy_egui::egui::{self, Event, Key, Modifiers, PointerButton, Pos2, pos2, vec2};
use mogland::view::kit::hand::{self, HandLayout, HandPick};
use std::time::{Duration, Instant};

/// The window egui lays out in.
fn screen() -> egui::Rect {
    egui::Rect::from_min_size(Pos2::ZERO, vec2(800.0, 600.0))
}

/// Three cards filling the window's hand: card 1 is in the middle, at (400, 306).
const MIDDLE_CARD: Pos2 = pos2(400.0, 306.0);

/// One egui pass over a hand of three cards that can be clicked and dragged.
pub fn hand_pass(ctx: &egui::Context, time: f64, events: Vec<Event>) -> HandPick {
    let mut pick = HandPick::default();
    let input = egui::RawInput {
        screen_rect: Some(screen()),
        time: Some(time),
        events,
        ..Default::default()
    };
    let layout = HandLayout {
        card: vec2(80.0, 120.0),
        gap: 10.0,
    };
    let _ = ctx.run_ui(input, |ui| {
        pick = hand::show(
            ui,
            &layout,
            &[0u8, 1, 2][..],
            |_, _| false,
            true,
            true,
            |_| None,
            |_, _, _, _| {},
        );
    });
    pick
}

pub fn button(pos: Pos2, pressed: bool) -> Event {
    Event::PointerButton {
        pos,
        button: PointerButton::Primary,
        pressed,
        modifiers: Modifiers::default(),
    }
}

pub fn escape() -> Event {
    Event::Key {
        key: Key::Escape,
        physical_key: None,
        pressed: true,
        repeat: false,
        modifiers: Modifiers::default(),
    }
}

/// Picks up the middle card and carries it to (500, 200); returns the next pass's time.
pub fn drag_middle_card(ctx: &egui::Context) -> f64 {
    hand_pass(ctx, 0.0, vec![Event::PointerMoved(MIDDLE_CARD)]);
    hand_pass(ctx, 0.05, vec![button(MIDDLE_CARD, true)]);
    hand_pass(ctx, 0.1, vec![Event::PointerMoved(pos2(450.0, 250.0))]);
    let pick = hand_pass(ctx, 0.15, vec![Event::PointerMoved(pos2(500.0, 200.0))]);
    assert_eq!(pick.dragging, Some(1), "the card follows the pointer");
    assert!(ctx.dragged_id().is_some());
    0.2
}

#[test]
fn a_dragged_card_let_go_is_dropped_where_the_pointer_is() {
    let ctx = egui::Context::default();
    let t = drag_middle_card(&ctx);
    let at = pos2(500.0, 200.0);
    let pick = hand_pass(&ctx, t, vec![button(at, false)]);
    assert_eq!(pick.dropped, Some((1, at)));
}

/// Escape during a drag: egui ends it, and the kit's hand does not take that for a drop.
#[test]
fn escape_while_dragging_a_card_puts_it_back_in_the_hand() {
    let ctx = egui::Context::default();
    let t = drag_middle_card(&ctx);
    let pick = hand_pass(&ctx, t, vec![escape()]);
    assert_eq!(pick.dropped, None, "Escape plays nothing");
    assert_eq!(pick.dragging, None, "the card is back in the hand");
    assert!(ctx.dragged_id().is_none());
    // Letting go afterwards, wherever, plays nothing either.
    let pick = hand_pass(&ctx, t + 0.05, vec![button(pos2(500.0, 200.0), false)]);
    assert_eq!(pick, HandPick::default());
}

/// Clicks on a button at (400, 300) through a minimal app that gives egui its time as the
/// window does, each frame's `Time<Real>` being the instant the frame before it ended (when
/// the renderer, on its own thread, sends it), with `mogland`'s clock for egui or without.
/// The window sleeps (no frames) for 0.9 s between the two clicks; returns the clicks seen.
fn clicks_after_a_sleep(with_egui_clock: bool) -> usize {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins);
    // bevy_egui's own clock: `Time<Real>`.
    let bevy_egui_time = |time: Res<Time<Real>>, mut inputs: Query<&mut EguiInput>| {
        for mut input in &mut inputs {
            input.time = Some(time.elapsed_secs_f64());
        }
    };
    if with_egui_clock {
        app.add_systems(
            Update,
            (bevy_egui_time, mogland::view::idle::egui_clock).chain(),
        );
    } else {
        app.add_systems(Update, bevy_egui_time);
    }
    let context = app.world_mut().spawn(EguiInput::default()).id();
    let ctx = egui::Context::default();
    let at = pos2(400.0, 300.0);
    let mut clicks = 0;
    let mut last_end = Instant::now();
    let mut frame = |app: &mut App, events: Vec<Event>| {
        app.insert_resource(TimeUpdateStrategy::ManualInstant(last_end));
        app.world_mut()
            .get_mut::<EguiInput>(context)
            .unwrap()
            .events
            .extend(events);
        app.update();
        let mut input =
            std::mem::take(&mut app.world_mut().get_mut::<EguiInput>(context).unwrap().0);
        input.screen_rect = Some(screen());
        let _ = ctx.run_ui(input, |ui| {
            let rect = egui::Rect::from_center_size(at, vec2(120.0, 40.0));
            if ui.put(rect, egui::Button::new("Let it go")).clicked() {
                clicks += 1;
            }
        });
        last_end = Instant::now();
    };
    frame(&mut app, vec![Event::PointerMoved(at)]);
    frame(&mut app, vec![button(at, true)]);
    frame(&mut app, vec![button(at, false)]);
    std::thread::sleep(Duration::from_millis(900));
    frame(&mut app, vec![button(at, true)]);
    frame(&mut app, vec![button(at, false)]);
    clicks
}

/// The playtest's "a second click at the same spot is ignored until the mouse moves": with
/// `Time<Real>` as egui's clock, the press that wakes a sleeping window is stamped with the
/// time it fell asleep, and egui takes press and release for a long press, not a click.
#[test]
fn a_second_click_at_the_same_spot_after_the_window_slept_is_a_click() {
    assert_eq!(
        clicks_after_a_sleep(false),
        1,
        "with the renderer's clock the second click is lost (the cause)"
    );
    assert_eq!(clicks_after_a_sleep(true), 2, "both clicks count");
}

/// Presses and lets go of Escape, a frame each, as the window's keyboard does.
pub fn press_escape(t: &mut crate::common::TestApp) {
    use bevy::input::ButtonState;
    use bevy::input::keyboard::{Key, KeyboardInput};
    for state in [ButtonState::Pressed, ButtonState::Released] {
        t.world_mut().write_message(KeyboardInput {
            key_code: KeyCode::Escape,
            logical_key: Key::Escape,
            state,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        });
        t.app.update();
    }
}

/// Escape while the player's cat is dragged on Cat Attack's 3D board (the board pointer set
/// as the window sets it): the drag is called off, the cat goes back, nothing is sent even when
/// the button is let go over a glowing space, and that press does not pause the table. The
/// next Escape pauses.
#[test]
fn escape_while_dragging_a_cat_attack_piece_puts_it_back_and_does_not_pause() {
    use crate::screens::all_bots;
    use mogland::app::Go;
    use mogland::session::TableTurn;
    use mogland::states::PlayState;
    use mogland::states::Screen;
    use mogland::view::kit::pick::{BoardDrag, BoardPointer};
    use mogland_rules::core::{Act, Game, SeatId, SeatKind};
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
    assert_eq!(t.screen(), Screen::Playing);
    let me = SeatId(0);
    let my_turn = |w: &World| {
        w.resource::<TableTurn>()
            .asked
            .as_ref()
            .is_some_and(|a| a.seats == vec![me])
            && !w.resource::<mogland::session::ViewBusy>().0
    };
    // Play a Cat card (or anything) and roll until the cat is to move.
    let dest = 'found: {
        for _ in 0..100 {
            t.until(my_turn, 20_000);
            t.app.update();
            let legal = CatAttack::legal_actions(t.world(), me);
            let prompt = CatAttack::decision(t.world()).map(|d| d.prompt);
            if prompt == Some(CatAttackPrompt::MoveCat)
                && let Some(dest) = legal.iter().find_map(|a| match a {
                    CatAttackAction::Move(p) => p.last().copied(),
                    _ => None,
                })
            {
                break 'found dest;
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
        panic!("the human's cat never had a move");
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
    let misplaced =
        |t: &mut crate::common::TestApp| mogland::games::cat_attack::misplaced(t.world_mut());
    let actions = crate::screens::actions_taken(&t);
    let state = |t: &crate::common::TestApp| *t.world().resource::<State<PlayState>>().get();
    let mut frames = 0;
    while !misplaced(&mut t).is_empty() {
        t.app.update();
        frames += 1;
        assert!(frames < 400, "the board settles: {:?}", misplaced(&mut t));
    }
    // Pick up the cat and carry it over a glowing space.
    point(&mut t, start, true, false);
    point(&mut t, dest, false, false);
    assert!(
        !misplaced(&mut t).is_empty(),
        "the cat is in hand, off its space"
    );
    assert_eq!(*t.world().resource::<BoardDrag>(), BoardDrag(true));
    press_escape(&mut t);
    assert_eq!(
        state(&t),
        PlayState::Running,
        "Escape called the drag off only"
    );
    assert_eq!(*t.world().resource::<BoardDrag>(), BoardDrag(false));
    // Letting go over the glowing space afterwards sends nothing.
    point(&mut t, dest, false, true);
    point(&mut t, dest, false, false);
    for _ in 0..5 {
        t.app.update();
    }
    assert_eq!(
        crate::screens::actions_taken(&t),
        actions,
        "nothing was sent"
    );
    assert_eq!(ca::position(t.world()).cat(me).space, start);
    // The cat glides back to its space.
    let mut frames = 0;
    while !misplaced(&mut t).is_empty() {
        t.app.update();
        frames += 1;
        assert!(frames < 400, "the cat went back: {:?}", misplaced(&mut t));
    }
    press_escape(&mut t);
    assert_eq!(state(&t), PlayState::Paused, "the next Escape pauses");
}
