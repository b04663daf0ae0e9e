//! Moving with the mouse: click your cat, then a glowing square. While the cat is picked the
//! squares it can reach glow (the panel labels each with its energy cost) and the path to the
//! square under the pointer is drawn. A cat the player may spat glows too, and a click on it
//! starts the spat. A spat's loser is pushed, and a defender retreats, the
//! same way: the squares glow and a click chooses. A click on a square that does not glow is
//! still sent to the rules, so the refusal names the rule that stops it.

use super::scene::{Layout, Seen};
use crate::session::hint_for;
use crate::states::Screen;
use crate::view::highlight::{Glow, HighlightMaterial, sync_glows};
use crate::view::kit::pick::BoardPointer;
use bevy::prelude::*;
use mogland_rules::core::{Act, SeatId, Suggested};
use mogland_rules::games::grand_prrrrix::{GrandPrrrrixAction, GrandPrrrrixPrompt, MoveOption};

#[derive(Resource, Default)]
pub struct Input {
    /// The player's cat is picked up (its reachable squares glow).
    pub picked: bool,
    pub hovered: Option<u16>,
    /// When pushing the loser: take its square too.
    pub take: bool,
}

/// A square the player may click now, and what clicking it does.
#[derive(Clone, Debug)]
pub struct Target {
    pub square: u16,
    pub action: GrandPrrrrixAction,
    /// For a move: its path and cost.
    pub way: Option<MoveOption>,
}

/// The squares open to a click now.
pub fn targets(seen: &Seen, input: &Input) -> Vec<Target> {
    if !seen.my_decision {
        return Vec::new();
    }
    let mut out = spat_targets(seen);
    out.extend(square_targets(seen, input));
    out
}

/// The cats the seat may spat now, each on its square: they glow, and a click starts the spat.
pub fn spat_targets(seen: &Seen) -> Vec<Target> {
    seen.legal
        .iter()
        .filter_map(|a| match a {
            GrandPrrrrixAction::Spat { cat } => Some(Target {
                square: seen.state.cat(*cat).at,
                action: a.clone(),
                way: None,
            }),
            _ => None,
        })
        .collect()
}

fn square_targets(seen: &Seen, input: &Input) -> Vec<Target> {
    match &seen.prompt {
        Some(GrandPrrrrixPrompt::Move { .. }) if input.picked => seen
            .state
            .moves()
            .into_iter()
            .map(|m| Target {
                square: m.to,
                action: GrandPrrrrixAction::Move { to: m.to },
                way: Some(m),
            })
            .collect(),
        Some(GrandPrrrrixPrompt::Retreat { .. }) => seen
            .legal
            .iter()
            .filter_map(|a| match a {
                GrandPrrrrixAction::Retreat { to } => Some(Target {
                    square: *to,
                    action: a.clone(),
                    way: None,
                }),
                _ => None,
            })
            .collect(),
        Some(GrandPrrrrixPrompt::Push { .. }) => seen
            .legal
            .iter()
            .filter_map(|a| match a {
                GrandPrrrrixAction::Push { to: Some(to), take } if *take == input.take => {
                    Some(Target {
                        square: *to,
                        action: a.clone(),
                        way: None,
                    })
                }
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The player's own cat can be picked up now.
pub fn can_pick(seen: &Seen) -> bool {
    seen.my_decision
        && matches!(seen.prompt, Some(GrandPrrrrixPrompt::Move { .. }))
        && seen
            .legal
            .iter()
            .any(|a| matches!(a, GrandPrrrrixAction::Move { .. }))
}

/// Turns clicks on the board into actions.
pub(super) fn handle_pointer(
    pointer: Res<BoardPointer>,
    seen: Res<Seen>,
    layout: Res<Layout>,
    mut input: ResMut<Input>,
    mut act: MessageWriter<Act<GrandPrrrrixAction>>,
    hint: Option<Res<Suggested<GrandPrrrrixAction>>>,
) {
    let m = &*seen.state.board;
    let hovered = pointer.at.and_then(|p| layout.square_near(m, p));
    if input.hovered != hovered {
        input.hovered = hovered;
    }
    let Some(me) = seen.me.filter(|_| seen.my_decision) else {
        if input.picked {
            input.picked = false;
        }
        return;
    };
    if !can_pick(&seen) && input.picked {
        input.picked = false;
    }
    // A hint (or a tutorial's step) that moves the cat picks it up: a click on the glowing
    // square moves it.
    if !input.picked
        && can_pick(&seen)
        && hint
            .as_ref()
            .is_some_and(|h| h.0 == me && matches!(h.1, GrandPrrrrixAction::Move { .. }))
    {
        input.picked = true;
    }
    if !pointer.clicked {
        return;
    }
    let Some(square) = hovered else { return };
    let mine = seen.state.cat(me).at;
    if square == mine && can_pick(&seen) {
        input.picked = !input.picked;
        return;
    }
    if let Some(t) = targets(&seen, &input)
        .into_iter()
        .find(|t| t.square == square)
    {
        send(&mut act, me, t.action, &mut input);
        return;
    }
    // Not a glowing square: let the rules say why.
    let attempt = match &seen.prompt {
        Some(GrandPrrrrixPrompt::Move { .. }) if input.picked => {
            Some(GrandPrrrrixAction::Move { to: square })
        }
        Some(GrandPrrrrixPrompt::Retreat { .. }) => {
            Some(GrandPrrrrixAction::Retreat { to: square })
        }
        Some(GrandPrrrrixPrompt::Push { .. }) => Some(GrandPrrrrixAction::Push {
            to: Some(square),
            take: input.take,
        }),
        _ => None,
    };
    if let Some(a) = attempt {
        send(&mut act, me, a, &mut input);
    }
}

fn send(
    act: &mut MessageWriter<Act<GrandPrrrrixAction>>,
    seat: SeatId,
    action: GrandPrrrrixAction,
    input: &mut Input,
) {
    act.write(Act { seat, action });
    input.picked = false;
}

/// The square a suggested action is about: where the cat goes, the cat it spats, where a
/// loser is pushed, or the cat's own square when it stays.
pub fn hinted_square(seen: &Seen, a: &GrandPrrrrixAction) -> Option<u16> {
    let s = &seen.state;
    match a {
        GrandPrrrrixAction::Move { to } | GrandPrrrrixAction::Retreat { to } => Some(*to),
        GrandPrrrrixAction::Push { to: Some(to), .. } => Some(*to),
        GrandPrrrrixAction::Spat { cat } => Some(s.cat(*cat).at),
        GrandPrrrrixAction::Stay | GrandPrrrrixAction::Stand => seen.me.map(|me| s.cat(me).at),
        _ => None,
    }
}

/// Glows the squares open to a click, or, with nothing picked, the player's cat.
pub(super) fn glow(
    mut commands: Commands,
    seen: Res<Seen>,
    input: Res<Input>,
    layout: Res<Layout>,
    glows: Query<(Entity, &Glow<u16>)>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut mats: ResMut<Assets<HighlightMaterial>>,
    mut kit: Local<Option<(Handle<Mesh>, Handle<HighlightMaterial>)>>,
    hint: Option<Res<Suggested<GrandPrrrrixAction>>>,
) {
    let hint_changed = hint.as_ref().is_some_and(|h| h.is_changed());
    if !input.is_changed() && !seen.is_changed() && !hint_changed {
        return;
    }
    let hinted =
        hint_for(hint.as_deref(), seen.me, seen.my_decision).and_then(|a| hinted_square(&seen, a));
    let mut want: Vec<u16> = targets(&seen, &input).iter().map(|t| t.square).collect();
    if !input.picked
        && can_pick(&seen)
        && let Some(me) = seen.me
    {
        want.push(seen.state.cat(me).at);
    }
    // A hint glows only the square its action is about.
    if let Some(sq) = hinted {
        want = vec![sq];
    }
    want.sort_unstable();
    want.dedup();
    let m = &*seen.state.board;
    sync_glows(
        &mut commands,
        &glows,
        &want,
        |s| layout.at(m, s) + Vec3::Y * 0.03,
        || Cylinder::new(0.42, 0.02).into(),
        &mut meshes,
        &mut mats,
        &mut kit,
    );
}

/// A piece of the drawn path.
#[derive(Component)]
pub(super) struct PathMark;

/// Draws the way to the glowing square under the pointer: bars and beads, square by square.
pub(super) fn preview(
    mut commands: Commands,
    seen: Res<Seen>,
    input: Res<Input>,
    layout: Res<Layout>,
    marks: Query<Entity, With<PathMark>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut last: Local<Vec<u16>>,
    mut kit: Local<Option<(Handle<Mesh>, Handle<Mesh>, Handle<StandardMaterial>)>>,
) {
    let m = &*seen.state.board;
    let path: Vec<u16> = match (input.hovered, seen.me) {
        (Some(h), Some(me)) => targets(&seen, &input)
            .into_iter()
            .find(|t| t.square == h)
            .and_then(|t| t.way)
            .map(|w| {
                std::iter::once(seen.state.cat(me).at)
                    .chain(w.path)
                    .chain(w.attack.map(|_| h))
                    .collect()
            })
            .unwrap_or_default(),
        _ => Vec::new(),
    };
    if *last == path {
        return;
    }
    *last = path.clone();
    for e in &marks {
        commands.entity(e).despawn();
    }
    let (bar, bead, mat) = kit
        .get_or_insert_with(|| {
            let c = Color::srgb(1.0, 0.8, 0.1);
            (
                meshes.add(Cuboid::new(1.0, 0.05, 0.12)),
                meshes.add(Sphere::new(0.12).mesh().uv(16, 10)),
                materials.add(StandardMaterial {
                    base_color: c,
                    emissive: c.to_linear() * 0.8,
                    unlit: true,
                    ..default()
                }),
            )
        })
        .clone();
    let points: Vec<Vec3> = path
        .iter()
        .map(|s| layout.at(m, *s) + Vec3::Y * 0.12)
        .collect();
    let mut put = |mesh: &Handle<Mesh>, t: Transform| {
        commands.spawn((
            PathMark,
            Mesh3d(mesh.clone()),
            MeshMaterial3d(mat.clone()),
            t,
            DespawnOnExit(Screen::Playing),
        ));
    };
    for pair in points.windows(2) {
        let (a, z) = (pair[0], pair[1]);
        let rot = Quat::from_rotation_arc(Vec3::X, (z - a).normalize_or_zero());
        put(
            &bar,
            Transform::from_translation((a + z) / 2.0)
                .with_rotation(rot)
                .with_scale(Vec3::new(a.distance(z), 1.0, 1.0)),
        );
    }
    for p in points.iter().skip(1) {
        put(&bead, Transform::from_translation(*p));
    }
}
