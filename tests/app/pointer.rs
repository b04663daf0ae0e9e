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
