//! The five cats on the mansion floor, each in its own fur with a collar in its seat's
//! colour. What the rules did is played back one event at a time: the turned card flips, a
//! cat walks its path square by square, a spat's dice tumble, the loser is shoved aside, the
//! secret passage whisks a cat home. Once the playback is over, every cat is put where the
//! rules say it is, so the board can never stay wrong.

use super::scene::{Layout, Seen, fur};
use crate::audio::Sound;
use crate::states::Screen;
use crate::view::kit::figures;
use crate::view::motion;
use crate::view::seats::Marker;
use crate::view::table_view::{Animate, Clock, Queue, Step, TableView};
use crate::view::tween::Tween;
use bevy::prelude::*;
use mogland_rules::core::SeatId;
use mogland_rules::games::grand_prrrrix::{GrandPrrrrix, GrandPrrrrixEvent, Miaow, Spat, State};
use mogland_rules::levels::grand_prrrrix::{CatKind, Object};

#[derive(Component)]
pub struct CatPiece(pub SeatId);

/// What the panels show of the playback.
#[derive(Resource, Default)]
pub struct Show {
    /// The Turn Order card last turned, and how long it is still flipping.
    pub card: Option<(SeatId, Miaow, bool)>,
    pub flipping: f32,
    /// The spat on show: who, and once rolled, the dice (still tumbling while `tumbling`).
    pub spat: Option<Spat>,
    pub tumbling: f32,
    /// What the Present held, shown while `found_up` lasts.
    pub found: Option<(SeatId, Object)>,
    pub found_up: f32,
    /// The last spat rolled, its dice and winner, still shown for `last_spat_up` seconds of
    /// real time after it ended: at Instant speed a spat begins and ends in one frame.
    pub last_spat: Option<Spat>,
    pub last_spat_up: f32,
}

/// The five statues' poses: stocky, upright, slender, stretched out low, fluffy.
fn pose(kind: CatKind) -> Transform {
    let (scale, turn) = match kind {
        CatKind::Brown => (Vec3::new(1.1, 0.95, 1.0), 0.0),
        CatKind::Grey => (Vec3::new(1.0, 1.05, 0.95), 0.25),
        CatKind::Black => (Vec3::new(0.85, 1.12, 0.95), -0.2),
        CatKind::OrangeMarmalade => (Vec3::new(1.05, 0.8, 1.25), 0.4),
        CatKind::BluePersian => (Vec3::new(1.22, 1.0, 1.1), -0.35),
    };
    Transform::from_rotation(Quat::from_rotation_y(turn)).with_scale(scale)
}

/// Seconds a spat's dice stay on show after it ended, whatever the animation speed.
const LAST_SPAT_SHOWN: f32 = 4.0;

/// Figures stand a little larger than a square's worth so they read from afar.
pub const PIECE_SCALE: f32 = 1.5;

/// A cat standing on `at`, facing the camera.
fn standing(at: Vec3) -> Transform {
    Transform::from_translation(at)
        .with_rotation(Quat::from_rotation_y(std::f32::consts::PI))
        .with_scale(Vec3::splat(PIECE_SCALE))
}

fn cat_target(state: &State, layout: &Layout, seat: SeatId) -> Transform {
    let at = layout.at(&state.board, state.cat(seat).at);
    standing(at + Vec3::Y * 0.02)
}

fn goal(t: &Transform, tween: Option<&Tween>) -> Transform {
    tween.map_or(*t, |tw| tw.to)
}

fn differs(a: &Transform, b: &Transform) -> bool {
    a.translation.distance(b.translation) > 0.01
}

/// Spawns the cats and glides any that is not where the rules put it (after a playback, an
/// undo or a resumed game).
pub(super) fn sync_pieces(
    mut commands: Commands,
    seen: Res<Seen>,
    layout: Res<Layout>,
    queue: Res<Queue<View>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    cats: Query<(Entity, &CatPiece, &Transform, Option<&Tween>)>,
) {
    let s = &seen.state;
    for c in &s.cats {
        let target = cat_target(s, &layout, c.seat);
        match cats.iter().find(|(_, p, _, _)| p.0 == c.seat) {
            None => {
                // Each cat in its own fur and pose; its collar, tag and base are its fur too,
                // the tag bearing the seat's shape (a seat colour on another colour's cat
                // misled a player): the figure sits in a holder that the rules move.
                let look = figures::CatLook::collared(fur(c.kind), fur(c.kind), Marker::of(c.seat));
                let body = figures::cat(
                    &mut commands,
                    &mut meshes,
                    &mut materials,
                    &look,
                    pose(c.kind),
                );
                commands
                    .spawn((
                        CatPiece(c.seat),
                        target,
                        Visibility::default(),
                        DespawnOnExit(Screen::Playing),
                    ))
                    .add_child(body);
            }
            Some((e, _, t, tween)) if !queue.is_playing() && differs(&goal(t, tween), &target) => {
                let secs = motion::glide(t.translation.distance(target.translation));
                commands.entity(e).insert(Tween::new(*t, target, secs));
            }
            _ => {}
        }
    }
}

/// How long each event is held, at speed 1.
fn hold(e: &GrandPrrrrixEvent) -> f32 {
    use GrandPrrrrixEvent as E;
    match e {
        E::TurnCard { .. } | E::SpatBegins { .. } | E::Visited { .. } => motion::HOLD,
        E::Moved { path, .. } => motion::walk(path.len()) + motion::HOLD_BRIEF,
        // Each roll of a spat stays up long enough to compare the dice.
        E::Rolled(s) => motion::ROLL + motion::HOLD * s.rolls.len() as f32,
        E::Retreated { .. } | E::Pushed { .. } | E::Took { .. } => motion::JUMP,
        // A room opened: its object is read.
        E::Opened { .. } => motion::HOLD_READ + motion::HOLD_BRIEF,
        E::Passage { .. } => motion::SEND_HOME,
        E::Won { .. } => motion::HOLD_FINAL,
        _ => motion::HOLD_BRIEF,
    }
}

/// Grand Prrrrix's playback (see the shared table view): the card, the spat and the found
/// object go on show, with their sounds; the cats walk and jump ([`animate`]).
pub struct View;

impl TableView for View {
    type Game = GrandPrrrrix;
    type Stage = Show;

    fn play(show: &mut Show, step: &mut Step<'_, GrandPrrrrixEvent>) -> f32 {
        if let Some(s) = sound(step.event, show) {
            step.cue(s);
        }
        hold(step.event)
    }

    fn tick(show: &mut Show, clock: Clock) {
        show.flipping = (show.flipping - clock.dt).max(0.0);
        show.tumbling = (show.tumbling - clock.dt).max(0.0);
        show.found_up = (show.found_up - clock.dt).max(0.0);
        show.last_spat_up = (show.last_spat_up - clock.real).max(0.0);
    }

    fn skipped(show: &mut Show) {
        show.flipping = 0.0;
        show.tumbling = 0.0;
        show.found_up = 0.0;
    }
}

/// The cats' walks and jumps, as their events play.
pub(super) fn animate(
    mut commands: Commands,
    mut events: MessageReader<Animate<GrandPrrrrixEvent>>,
    seen: Res<Seen>,
    layout: Res<Layout>,
    cats: Query<(Entity, &CatPiece, &Transform)>,
) {
    for Animate(e) in events.read() {
        walk(&mut commands, e, &seen.state, &layout, &cats);
    }
}

/// Starts the animation an event calls for.
fn walk(
    commands: &mut Commands,
    e: &GrandPrrrrixEvent,
    state: &State,
    layout: &Layout,
    cats: &Query<(Entity, &CatPiece, &Transform)>,
) {
    use GrandPrrrrixEvent as E;
    let m = &*state.board;
    let piece = |seat: &SeatId| cats.iter().find(|(_, p, _)| p.0 == *seat);
    let on = |sq: u16| standing(layout.at(m, sq) + Vec3::Y * 0.02);
    match e {
        E::Moved { seat, path, .. } if !path.is_empty() => {
            if let Some((ent, _, t)) = piece(seat) {
                let points: Vec<Vec3> = path.iter().map(|s| layout.at(m, *s)).collect();
                let last = *path.last().expect("a step");
                let secs = motion::walk(path.len());
                commands.entity(ent).insert(Tween::walk(
                    *t,
                    points[..points.len() - 1].to_vec(),
                    on(last),
                    secs,
                    0.25,
                ));
            }
        }
        E::Retreated { seat, to } | E::Pushed { seat, to } | E::Took { seat, to } => {
            if let Some((ent, _, t)) = piece(seat) {
                let hop = if matches!(e, E::Pushed { .. }) {
                    0.6
                } else {
                    0.3
                };
                commands.entity(ent).insert(Tween::walk(
                    *t,
                    Vec::new(),
                    on(*to),
                    motion::JUMP,
                    hop,
                ));
            }
        }
        E::Passage { seat } => {
            if let Some((ent, _, t)) = piece(seat) {
                let home = m.cushion(state.cat(*seat).kind);
                let to = on(home);
                let hop = 1.0 + 0.15 * t.translation.distance(to.translation);
                commands.entity(ent).insert(Tween::walk(
                    *t,
                    Vec::new(),
                    to,
                    motion::SEND_HOME,
                    hop,
                ));
            }
        }
        _ => {}
    }
}

/// The sound of an event; the card, the spat and the found object go on show (the log's line
/// comes from the rules: `GrandPrrrrix::tell`).
fn sound(e: &GrandPrrrrixEvent, show: &mut Show) -> Option<Sound> {
    use GrandPrrrrixEvent as E;
    match e {
        E::TurnCard { seat, card, bonus } => {
            show.card = Some((*seat, *card, *bonus));
            show.flipping = 0.6;
            show.spat = None;
            Some(Sound::CardFlip)
        }
        E::SpatBegins { attacker, defender } => {
            show.spat = Some(Spat::new(*attacker, *defender));
            Some(Sound::Hiss)
        }
        E::Retreated { .. } => {
            show.spat = None;
            None
        }
        E::Rolled(spat) => {
            show.spat = Some(spat.clone());
            show.tumbling = 0.7;
            show.last_spat = Some(spat.clone());
            show.last_spat_up = LAST_SPAT_SHOWN;
            Some(Sound::DiceRoll)
        }
        E::Ate { .. } => Some(Sound::Sip),
        E::Coin { .. } => Some(Sound::Squeak),
        E::Opened { seat, found } => {
            show.found = Some((*seat, *found));
            show.found_up = 1.5;
            Some(Sound::CardFlip)
        }
        E::Passage { .. } | E::Visited { .. } | E::Won { .. } => Some(Sound::Meow),
        E::Moved { .. }
        | E::Pushed { .. }
        | E::Took { .. }
        | E::Napping { .. }
        | E::Rested { .. }
        | E::RestLost { .. } => None,
    }
}

/// Every cat that is not where the rules put it, once nothing moves: what a player would see
/// wrong. (Used by the app tests; empty on a settled board.)
pub fn misplaced(world: &mut World) -> Vec<String> {
    let Some(layout) = world.get_resource::<Layout>().cloned() else {
        return vec!["the board was never built".into()];
    };
    let state = mogland_rules::games::grand_prrrrix::GrandPrrrrix::state(world);
    let mut wrong = Vec::new();
    let mut cats = world.query::<(&CatPiece, &Transform)>();
    for (piece, t) in cats.iter(world) {
        if differs(t, &cat_target(&state, &layout, piece.0)) {
            wrong.push(format!(
                "cat of seat {} at {}",
                piece.0.index(),
                t.translation
            ));
        }
    }
    if cats.iter(world).count() != state.cats.len() {
        wrong.push("a cat is not drawn".into());
    }
    wrong
}
