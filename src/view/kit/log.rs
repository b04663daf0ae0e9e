//! What happened at the table, newest first: every game writes its lines here and the same
//! panel shows them.

use crate::lang::say;
use crate::session::TableChanged;
use crate::states::Screen;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::egui;
use mogland_rules::core::Text;
use std::collections::VecDeque;

/// Lines kept.
const KEEP: usize = 40;

/// The lines are the rules' messages, put in words when drawn: a language chosen mid-game
/// rewrites the whole log.
#[derive(Resource, Default, Debug)]
pub struct GameLog(pub VecDeque<Text>);

impl GameLog {
    pub fn push(&mut self, line: impl Into<Text>) {
        self.0.push_front(line.into());
        self.0.truncate(KEEP);
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<GameLog>()
        .add_message::<TableChanged>()
        .add_systems(OnEnter(Screen::Playing), |mut l: ResMut<GameLog>| {
            l.0.clear()
        })
        .add_systems(Update, note_changes.run_if(in_state(Screen::Playing)));
}

fn note_changes(mut changed: MessageReader<TableChanged>, mut log: ResMut<GameLog>) {
    for c in changed.read() {
        if let Some(note) = &c.note {
            log.push(note.clone());
        }
    }
}

/// The log as a scrolling list, under a heading.
pub fn panel(ui: &mut egui::Ui, log: &GameLog) {
    ui.label(egui::RichText::new(tr!("log-heading")).strong());
    egui::ScrollArea::vertical()
        .id_salt("game-log")
        .auto_shrink([false, true])
        .show(ui, |ui| {
            for line in &log.0 {
                ui.label(egui::RichText::new(say(line)).small());
            }
        });
}
