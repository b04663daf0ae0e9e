//! The pause menu's rules page reflows the rulebook's hard-wrapped lines; pausing, the rules
//! page, the settings and a speed change while a bot thinks leave every game's table exact.

use crate::screens::actions_taken;
use bevy::prelude::*;
use mogland::app::Go;
use mogland::states::{PlayState, Screen};
use mogland_rules::core::{BotLevel, SeatKind};

#[test]
fn reflow_joins_lines_that_start_with_a_capital_but_keeps_tables() {
    let text = "Everyone is dealt six\nMog cards, and a roll decides.\nMoving, through doors:\n    spaces  1  2\n    energy  0  1\nStarting in the room: more.";
    assert_eq!(
        mogland::app::pause::reflow(text),
        "Everyone is dealt six Mog cards, and a roll decides. Moving, through doors:\n    spaces  1  2\n    energy  0  1\nStarting in the room: more."
    );
}

#[test]
fn reflow_starts_a_paragraph_that_sits_left_of_a_list_items_text() {
    let text = "takes the blame:\nthe cat with fewest wins.\n  • draw one or\n    two cards.\nOnly one card may lie\nin front of you.";
    assert_eq!(
        mogland::app::pause::reflow(text),
        "takes the blame: the cat with fewest wins.\n  • draw one or two cards.\nOnly one card may lie in front of you."
    );
}

#[test]
fn reflow_joins_wrapped_lines_and_keeps_items_and_paragraphs() {
    let text = "Only one card may lie in front of you, you can\nonly draw.\n\n  • first item that\n    wraps\n  • second";
    assert_eq!(
        mogland::app::pause::reflow(text),
        "Only one card may lie in front of you, you can only draw.\n\n  • first item that wraps\n  • second"
    );
}

/// The playtest's crash, for every game: while a bot thinks the player pauses, opens the rules
/// page and the settings, switches animations to Instant and resumes. The window then drew
/// frames faster than Bevy's fixed step (which alone rotates message buffers), and the bot's
/// accepted action was applied a second time. Frames of 1 ms here do the same. After it, the
/// table must be the one its log replays to (the save's digest check).
#[test]
fn every_game_survives_pause_settings_and_instant_while_a_bot_thinks() {
    use bevy::time::TimeUpdateStrategy;
    use mogland::app::pause::PauseMenu;
    use mogland::app::settings_page::SettingsPage;
    use mogland::session::{ActiveTable, Thinking};
    use std::time::Duration;

    for game in mogland::games::playable() {
        let id = game.info().id;
        let mut t = crate::common::app_with_scene();
        crate::screens::all_bots(&mut t, 5);
        {
            let mut form = t
                .world_mut()
                .resource_mut::<mogland::app::setup::SetupForm>();
            form.game = id;
            form.fit_seats();
            for s in &mut form.seats {
                s.kind = SeatKind::Bot(BotLevel::Normal);
            }
        }
        t.go(Go::NewTable);
        t.go(Go::Start);
        assert_eq!(t.screen(), Screen::Playing, "{id}");
        for round in 0..3 {
            // Let a few actions go by, then catch a bot thinking (unless the game ends first).
            let n = actions_taken(&t);
            let over = |w: &World| *w.resource::<State<Screen>>().get() != Screen::Playing;
            t.until(|w| over(w) || crate::screens::actions_in(w) > n + 2, 20_000);
            t.until(|w| over(w) || !w.resource::<Thinking>().is_empty(), 20_000);
            if t.screen() != Screen::Playing {
                break;
            }
            t.world_mut()
                .resource_mut::<NextState<PlayState>>()
                .set(PlayState::Paused);
            t.app.update();
            // The bot finishes while the menu is up.
            std::thread::sleep(Duration::from_millis(150));
            t.world_mut().resource_mut::<PauseMenu>().rules = true;
            t.app.update();
            t.world_mut().resource_mut::<PauseMenu>().rules = false;
            t.world_mut().resource_mut::<SettingsPage>().open = true;
            t.app.update();
            t.world_mut()
                .resource_mut::<mogland::settings::Settings>()
                .instant = round != 2;
            t.world_mut().resource_mut::<SettingsPage>().open = false;
            t.app.update();
            t.app
                .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(1)));
            t.world_mut()
                .resource_mut::<NextState<PlayState>>()
                .set(PlayState::Running);
            for _ in 0..120 {
                t.app.update();
                if t.screen() != Screen::Playing {
                    break;
                }
            }
            if t.screen() != Screen::Playing {
                break;
            }
            let table = t.world().resource::<ActiveTable>().clone();
            let save = table.rules.save_text(t.world());
            if let Err(e) = table.rules.resume(t.world_mut(), &save) {
                panic!("{id}: the table is not what its log replays to: {e}");
            }
            t.app
                .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
                    250,
                )));
        }
    }
}

/// Escape while a card is dragged calls the drag off and does not pause in the same press
/// (egui's pass, after the pause toggle, drops the drag; the card goes back to the hand). The
/// next Escape pauses.
#[test]
fn escape_during_a_drag_does_not_pause_the_table() {
    use bevy::input::ButtonState;
    use bevy::input::keyboard::{Key, KeyboardInput};
    let mut t = crate::common::app();
    crate::screens::all_bots(&mut t, 3);
    crate::screens::slow_bots(&mut t);
    t.go(Go::NewTable);
    t.go(Go::Start);
    assert_eq!(t.screen(), Screen::Playing);
    // The window's egui context, a card of the hand being dragged in it.
    let ctx = {
        let e = t.world_mut().spawn(bevy_egui::EguiContext::default()).id();
        let mut c = t.world_mut().get_mut::<bevy_egui::EguiContext>(e).unwrap();
        c.get_mut().clone()
    };
    let time = crate::pointer::drag_middle_card(&ctx);
    let press_escape = |t: &mut crate::common::TestApp| {
        t.world_mut().write_message(KeyboardInput {
            key_code: KeyCode::Escape,
            logical_key: Key::Escape,
            state: ButtonState::Pressed,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        });
        t.app.update();
        t.world_mut().write_message(KeyboardInput {
            key_code: KeyCode::Escape,
            logical_key: Key::Escape,
            state: ButtonState::Released,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        });
        t.app.update();
    };
    let state = |t: &crate::common::TestApp| *t.world().resource::<State<PlayState>>().get();
    press_escape(&mut t);
    assert_eq!(
        state(&t),
        PlayState::Running,
        "Escape called the drag off only"
    );
    // egui's pass of that frame sees the same Escape.
    let pick = crate::pointer::hand_pass(&ctx, time, vec![crate::pointer::escape()]);
    assert_eq!(pick.dropped, None);
    press_escape(&mut t);
    assert_eq!(state(&t), PlayState::Paused, "the next Escape pauses");
}
