//! Moving pieces with the mouse. Drag your cat (or a bird or mouse, after playing its card)
//! onto a glowing space, or click it and then the space. While a piece is picked, the spaces it
//! may reach glow and the path to the space under the pointer is drawn; where two routes reach
//! the same space the panel asks which. A drop anywhere else is still sent to the rules, shaped
//! as the nearest try, so the refusal names the rule that stops it.

use super::pieces::{self, CatPiece, CritterPiece, LIFT};
use super::scene::{Layout, Seen};
use crate::session::hint_for;
use crate::states::Screen;
use crate::view::highlight::{Glow, HighlightMaterial, sync_glows};
use crate::view::kit::pick::{BoardDrag, BoardPointer};
use crate::view::tween::Held;
use bevy::prelude::*;
use mogland_rules::core::{Act, Refused, SeatId, Suggested};
use mogland_rules::games::cat_attack::{
    CatAttackAction, CatAttackPrompt, Critter, Path, Position, Space, Step, same_effect,
};
use mogland_rules::levels::cat_attack::Board as BoardDef;

/// A piece the player can pick up now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    /// The player's own cat (a move, a Cat Attack pounce, a Cat Burglar leap).
    Cat,
    Critter(Critter, u8),
    /// The critter a Six Cat magics out of this cat's larder.
    Larder(SeatId),
}

/// One way the picked piece may go: the space it ends on, the action, and the spaces it
/// passes, start first (a pounce or a leap is its start and its end).
#[derive(Clone, Debug, PartialEq)]
pub struct Way {
    pub to: Space,
    pub action: CatAttackAction,
    pub path: Vec<Space>,
}

#[derive(Resource, Default)]
pub struct Input {
    pub picked: Option<Pick>,
    pub dragging: bool,
    pub hovered: Option<Space>,
    /// Routes to the chosen space when more than one reaches it: the panel asks which.
    pub routes: Vec<Way>,
    /// The route button under the pointer.
    pub route_hover: Option<usize>,
}

/// Every piece the player may pick up now.
pub fn pickable(seen: &Seen) -> Vec<Pick> {
    let mut out = Vec::new();
    for a in &seen.legal {
        let p = match a {
            CatAttackAction::Move(_) | CatAttackAction::Pounce(_) | CatAttackAction::Burgle(_) => {
                Pick::Cat
            }
            CatAttackAction::MoveCritter { critter, id, .. } => Pick::Critter(*critter, *id),
            CatAttackAction::SixCatMove { victim, .. } => Pick::Larder(*victim),
            _ => continue,
        };
        if !out.contains(&p) {
            out.push(p);
        }
    }
    out
}

/// Where a picked piece starts from.
fn start(pos: &Position, me: SeatId, pick: Pick) -> Space {
    match pick {
        Pick::Cat => pos.cat(me).space,
        Pick::Critter(c, id) => pos.critter_start(c, pos.perch(c, id)),
        Pick::Larder(v) => pos.board.homes[pos.cat(v).house as usize],
    }
}

/// Every way the picked piece may go.
pub fn ways(seen: &Seen, pick: Pick) -> Vec<Way> {
    let Some(me) = seen.me else { return Vec::new() };
    let from = start(&seen.pos, me, pick);
    let way = |path: &[Space], action: &CatAttackAction| Way {
        to: *path.last().unwrap_or(&from),
        action: action.clone(),
        path: std::iter::once(from).chain(path.iter().copied()).collect(),
    };
    seen.legal
        .iter()
        .filter_map(|a| match (pick, a) {
            (Pick::Cat, CatAttackAction::Move(p)) => Some(way(p, a)),
            (Pick::Cat, CatAttackAction::Pounce(s) | CatAttackAction::Burgle(s)) => {
                Some(way(&[*s], a))
            }
            (Pick::Critter(c, i), CatAttackAction::MoveCritter { critter, id, path })
                if *critter == c && *id == i =>
            {
                Some(way(path, a))
            }
            (Pick::Larder(v), CatAttackAction::SixCatMove { victim, path }) if *victim == v => {
                Some(way(path, a))
            }
            _ => None,
        })
        .collect()
}

/// The pickable piece under the pointer: the one whose figure the pointer's ray passes
/// closest to (figures stand up from their spaces, some on a wall or a nest's roof), within
/// reach. Without a ray, the one whose space the pointer's point on the ground is nearest.
fn piece_at(
    seen: &Seen,
    layout: &Layout,
    picks: &[Pick],
    p: Vec3,
    ray: Option<Ray3d>,
) -> Option<Pick> {
    let pos = &seen.pos;
    let me = seen.me?;
    picks
        .iter()
        .copied()
        .filter_map(|pick| {
            let figure = match pick {
                Pick::Cat => pieces::cat_target(pos, layout, me).map(|t| t.translation),
                Pick::Critter(c, id) => {
                    Some(pieces::critter_target(pos, layout, c, id).translation)
                }
                Pick::Larder(_) => None,
            }
            .unwrap_or_else(|| layout.at(&pos.board, start(pos, me, pick)));
            // Aim at the figure's middle, not its feet.
            let middle = figure + Vec3::Y * 0.35;
            let d = match ray {
                Some(r) => {
                    let along = (middle - r.origin).dot(*r.direction).max(0.0);
                    (r.origin + *r.direction * along).distance(middle)
                }
                None => p.with_y(0.0).distance(figure.with_y(0.0)),
            };
            (d <= 0.75).then_some((pick, d))
        })
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(pick, _)| pick)
}

/// The action a drop on a space that does not glow stands for: the nearest path of the right
/// length, whatever is in the way, so the rules can say what stops it.
fn attempt(seen: &Seen, pick: Pick, to: Space) -> Option<CatAttackAction> {
    let me = seen.me?;
    let pos = &seen.pos;
    let from = start(pos, me, pick);
    let steps = match seen.obs.turn.steps.last() {
        Some(Step::Move { steps, .. } | Step::MoveCritter { steps, .. }) => *steps as usize,
        Some(Step::SixCat { .. }) => 6,
        Some(Step::Pounce) => return Some(CatAttackAction::Pounce(to)),
        Some(Step::Burgle) => return Some(CatAttackAction::Burgle(to)),
        _ => return None,
    };
    // Longer than any move: the bare destination, which the rules refuse just the same.
    let path = Path::new(&route(&pos.board, from, to, steps)).unwrap_or(Path::from([to]));
    Some(match pick {
        Pick::Cat => CatAttackAction::Move(path),
        Pick::Critter(critter, id) => CatAttackAction::MoveCritter { critter, id, path },
        Pick::Larder(victim) => CatAttackAction::SixCatMove { victim, path },
    })
}

/// A path from `from` to `to` (its spaces after `from`): one of exactly `steps` spaces that
/// never doubles back if there is one, else the shortest, else the bare destination.
fn route(b: &BoardDef, from: Space, to: Space, steps: usize) -> Vec<Space> {
    fn exact(b: &BoardDef, path: &mut Vec<Space>, to: Space, left: usize) -> bool {
        let here = *path.last().unwrap();
        if left == 0 {
            return here == to;
        }
        for &n in b.links(here) {
            if path.contains(&n) {
                continue;
            }
            path.push(n);
            if exact(b, path, to, left - 1) {
                return true;
            }
            path.pop();
        }
        false
    }
    let mut path = vec![from];
    if steps <= 8 && exact(b, &mut path, to, steps) {
        return path[1..].to_vec();
    }
    // Breadth first for the shortest way.
    let mut prev = vec![None; b.spaces.len()];
    let mut queue = std::collections::VecDeque::from([from]);
    prev[from as usize] = Some(from);
    while let Some(s) = queue.pop_front() {
        if s == to {
            let mut out = vec![to];
            let mut at = to;
            while let Some(p) = prev[at as usize].filter(|p| *p != at && *p != from) {
                out.push(p);
                at = p;
            }
            out.reverse();
            return out;
        }
        for &n in b.links(s) {
            if prev[n as usize].is_none() {
                prev[n as usize] = Some(s);
                queue.push_back(n);
            }
        }
    }
    vec![to]
}

/// Turns presses, drags and releases on the board into actions. Escape during a drag calls it
/// off: the piece goes back and nothing is sent (and that press does not pause the table: the
/// drag is told to it through `BoardDrag`).
pub(super) fn handle_pointer(
    mut commands: Commands,
    pointer: Res<BoardPointer>,
    keys: Res<ButtonInput<KeyCode>>,
    mut board_drag: ResMut<BoardDrag>,
    seen: Res<Seen>,
    layout: Res<Layout>,
    mut input: ResMut<Input>,
    mut refused: MessageReader<Refused>,
    mut act: MessageWriter<Act<CatAttackAction>>,
    cats: Query<(Entity, &CatPiece)>,
    critters: Query<(Entity, &CritterPiece)>,
    mut held: Query<(Entity, &mut Transform), With<Held>>,
    hint: Option<Res<Suggested<CatAttackAction>>>,
) {
    // Whether a piece is being dragged, for the pause toggle (which runs before this, when
    // Escape is pressed): kept as `input.dragging` wherever that changes.
    board_drag.set_if_neq(BoardDrag(input.dragging));
    if refused.read().count() > 0 {
        input.routes.clear();
    }
    let b = &*seen.pos.board;
    let hovered = match pointer.ray {
        Some(ray) => layout.space_under(b, ray),
        None => pointer.at.and_then(|p| layout.space_near(b, p)),
    };
    if input.hovered != hovered {
        input.hovered = hovered;
    }
    let picks = pickable(&seen);
    let Some(me) = seen.me.filter(|_| seen.my_decision && !picks.is_empty()) else {
        if input.picked.is_some() || input.dragging || !input.routes.is_empty() {
            input.picked = None;
            input.dragging = false;
            input.routes.clear();
        }
        for (e, _) in &held {
            commands.entity(e).remove::<Held>();
        }
        board_drag.set_if_neq(BoardDrag(false));
        return;
    };
    // Escape calls a drag off: the piece glides back to where it stands and nothing is sent
    // (nor when the button is let go).
    if input.dragging && keys.just_pressed(KeyCode::Escape) {
        input.dragging = false;
        input.picked = None;
        input.routes.clear();
        for (e, _) in &held {
            commands.entity(e).remove::<Held>();
        }
        board_drag.set_if_neq(BoardDrag(false));
        return;
    }
    // A piece that can no longer move is put down; a lone choice is picked for the player.
    if input.picked.is_some_and(|p| !picks.contains(&p)) {
        input.picked = None;
        input.routes.clear();
    }
    if input.picked.is_none() && picks.len() == 1 {
        input.picked = Some(picks[0]);
    }
    // A hint (or a tutorial's step) picks its own piece up: a click on the glowing space
    // sends it.
    if input.picked.is_none()
        && let Some(h) = hint.as_ref().filter(|h| h.0 == me)
        && let Some(p) = piece_of(&h.1).filter(|p| picks.contains(p))
    {
        input.picked = Some(p);
    }
    let mut send = |action: CatAttackAction, input: &mut Input| {
        act.write(Act { seat: me, action });
        input.routes.clear();
    };
    let choose =
        |to: Space, input: &mut Input, send: &mut dyn FnMut(CatAttackAction, &mut Input)| {
            let Some(pick) = input.picked else {
                return false;
            };
            let options: Vec<Way> = ways(&seen, pick)
                .into_iter()
                .filter(|w| w.to == to)
                .collect();
            // Routes that come to the same thing (the rules say which) are one choice: the
            // player is asked only when the way itself matters.
            let one = options
                .iter()
                .all(|w| same_effect(&w.action, &options[0].action));
            match options.len() {
                0 => false,
                _ if one => {
                    send(options[0].action.clone(), input);
                    true
                }
                _ => {
                    input.routes = options;
                    true
                }
            }
        };
    if pointer.clicked {
        if let Some(space) = hovered
            && choose(space, &mut input, &mut send)
        {
            return;
        }
        if let Some(pick) = pointer
            .at
            .and_then(|p| piece_at(&seen, &layout, &picks, p, pointer.ray))
        {
            input.picked = Some(pick);
            input.routes.clear();
            input.dragging = true;
            board_drag.set_if_neq(BoardDrag(true));
            let entity = match pick {
                Pick::Cat => cats.iter().find(|(_, c)| c.0 == me).map(|(e, _)| e),
                Pick::Critter(c, id) => critters
                    .iter()
                    .find(|(_, p)| p.0 == c && p.1 == id)
                    .map(|(e, _)| e),
                Pick::Larder(_) => None,
            };
            if let Some(e) = entity {
                commands
                    .entity(e)
                    .insert(Held)
                    .remove::<crate::view::tween::Tween>();
            }
            return;
        }
        if let (Some(pick), Some(space)) = (input.picked, hovered)
            && space != start(&seen.pos, me, pick)
            && let Some(action) = attempt(&seen, pick, space)
        {
            send(action, &mut input);
        }
        return;
    }
    if input.dragging {
        if let Some(p) = pointer.at {
            for (_, mut t) in &mut held {
                t.translation = p + Vec3::Y * LIFT;
            }
        }
        if pointer.released {
            input.dragging = false;
            board_drag.set_if_neq(BoardDrag(false));
            for (e, _) in &held {
                commands.entity(e).remove::<Held>();
            }
            if let (Some(space), Some(pick)) = (hovered, input.picked)
                && space != start(&seen.pos, me, pick)
                && !choose(space, &mut input, &mut send)
                && let Some(action) = attempt(&seen, pick, space)
            {
                send(action, &mut input);
            }
        }
    }
}

/// The piece a suggested action moves.
fn piece_of(a: &CatAttackAction) -> Option<Pick> {
    match a {
        CatAttackAction::Move(_) | CatAttackAction::Pounce(_) | CatAttackAction::Burgle(_) => {
            Some(Pick::Cat)
        }
        CatAttackAction::MoveCritter { critter, id, .. } => Some(Pick::Critter(*critter, *id)),
        CatAttackAction::SixCatMove { victim, .. } => Some(Pick::Larder(*victim)),
        _ => None,
    }
}

/// Where a suggested action ends on the board, if it moves something.
fn hinted_space(a: &CatAttackAction) -> Option<Space> {
    match a {
        CatAttackAction::Move(path)
        | CatAttackAction::MoveCritter { path, .. }
        | CatAttackAction::SixCatMove { path, .. } => path.last().copied(),
        CatAttackAction::Pounce(s) | CatAttackAction::Burgle(s) => Some(*s),
        _ => None,
    }
}

/// Glows where the picked piece may go, or, with nothing picked, the pieces that may move.
pub(super) fn glow(
    mut commands: Commands,
    seen: Res<Seen>,
    input: Res<Input>,
    layout: Res<Layout>,
    glows: Query<(Entity, &Glow<Space>)>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut mats: ResMut<Assets<HighlightMaterial>>,
    mut handle: Local<Option<(Handle<Mesh>, Handle<HighlightMaterial>)>>,
    hint: Option<Res<Suggested<CatAttackAction>>>,
) {
    let hint_changed = hint.as_ref().is_some_and(|h| h.is_changed());
    if !input.is_changed() && !seen.is_changed() && !hint_changed {
        return;
    }
    // A hint glows only where its action ends.
    let hinted = hint_for(hint.as_deref(), seen.me, seen.my_decision).and_then(hinted_space);
    let mut want: Vec<Space> = match input.picked {
        _ if hinted.is_some() => hinted.into_iter().collect(),
        Some(_) if !input.routes.is_empty() => input.routes.iter().map(|w| w.to).collect(),
        Some(pick) => ways(&seen, pick).iter().map(|w| w.to).collect(),
        None => {
            let me = seen.me;
            pickable(&seen)
                .into_iter()
                .filter_map(|p| me.map(|m| start(&seen.pos, m, p)))
                .collect()
        }
    };
    want.sort();
    want.dedup();
    let b = &*seen.pos.board;
    sync_glows(
        &mut commands,
        &glows,
        &want,
        |s| layout.at(b, s) + Vec3::Y * 0.06,
        || Cylinder::new(0.78, 0.02).into(),
        &mut meshes,
        &mut mats,
        &mut handle,
    );
}

/// A piece of the drawn path.
#[derive(Component)]
pub(super) struct PathMark;

/// Draws the way to the space under the pointer (every route there, the one the panel's
/// button is over brightest), or the routes the panel asks the player to choose between: a
/// bright trail of bars and beads, or an arc of beads for a pounce or a leap.
pub(super) fn preview(
    mut commands: Commands,
    seen: Res<Seen>,
    input: Res<Input>,
    layout: Res<Layout>,
    marks: Query<Entity, With<PathMark>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut last: Local<Vec<(Vec<Space>, bool)>>,
    mut kit: Local<
        Option<(
            Handle<Mesh>,
            Handle<Mesh>,
            Vec<[Handle<StandardMaterial>; 2]>,
        )>,
    >,
) {
    let b = &*seen.pos.board;
    let shown: Vec<Way> = if !input.routes.is_empty() {
        input.routes.clone()
    } else if let (Some(pick), Some(h)) = (input.picked, input.hovered) {
        ways(&seen, pick)
            .into_iter()
            .filter(|w| w.to == h)
            .collect()
    } else {
        Vec::new()
    };
    let key: Vec<(Vec<Space>, bool)> = shown
        .iter()
        .enumerate()
        .map(|(k, w)| (w.path.clone(), input.route_hover.is_none_or(|h| h == k)))
        .collect();
    if *last == key {
        return;
    }
    *last = key.clone();
    for e in &marks {
        commands.entity(e).despawn();
    }
    let (bar, bead, colours) = kit
        .get_or_insert_with(|| {
            let glow = |c: Color, lit: bool| StandardMaterial {
                base_color: c.with_alpha(if lit { 1.0 } else { 0.4 }),
                emissive: if lit {
                    c.to_linear() * 0.8
                } else {
                    LinearRgba::BLACK
                },
                unlit: true,
                alpha_mode: AlphaMode::Blend,
                ..default()
            };
            let colours = [
                Color::srgb(1.0, 0.8, 0.1),
                Color::srgb(0.2, 0.8, 1.0),
                Color::srgb(1.0, 0.4, 0.7),
                Color::srgb(0.5, 1.0, 0.3),
            ]
            .map(|c| [materials.add(glow(c, true)), materials.add(glow(c, false))])
            .to_vec();
            (
                meshes.add(Cuboid::new(1.0, 0.06, 0.14)),
                meshes.add(Sphere::new(0.16).mesh().uv(16, 10)),
                colours,
            )
        })
        .clone();
    for (k, (way, (_, lit))) in shown.iter().zip(&key).enumerate() {
        let mat = colours[k % colours.len()][usize::from(!lit)].clone();
        let lift = Vec3::Y * (0.2 + 0.05 * k as f32);
        let points: Vec<Vec3> = way.path.iter().map(|s| layout.at(b, *s) + lift).collect();
        let mut put = |mesh: &Handle<Mesh>, t: Transform| {
            commands.spawn((
                PathMark,
                Mesh3d(mesh.clone()),
                MeshMaterial3d(mat.clone()),
                t,
                DespawnOnExit(Screen::Playing),
            ));
        };
        if way.path.len() == 2 && !matches!(way.action, CatAttackAction::Move(_)) {
            // A pounce or a leap: an arc of beads, not a walk.
            let (a, z) = (points[0], points[1]);
            for i in 1..=12 {
                let t = i as f32 / 12.0;
                let p = a.lerp(z, t) + Vec3::Y * 2.0 * (std::f32::consts::PI * t).sin();
                put(
                    &bead,
                    Transform::from_translation(p).with_scale(Vec3::splat(0.6)),
                );
            }
            continue;
        }
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
        for p in &points[1..] {
            put(&bead, Transform::from_translation(*p));
        }
    }
}

/// The prompt that asks for a piece to be moved.
pub fn moving(prompt: Option<CatAttackPrompt>) -> bool {
    matches!(
        prompt,
        Some(
            CatAttackPrompt::MoveCat
                | CatAttackPrompt::MoveCritter(_)
                | CatAttackPrompt::Pounce
                | CatAttackPrompt::Burgle
                | CatAttackPrompt::SixCat(_)
        )
    )
}
