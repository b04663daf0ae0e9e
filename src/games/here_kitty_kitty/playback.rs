//! What happened, one step at a time. The rules resolve an action in one go and report each
//! step as an `HereKittyKittyEvent`; here the shared table view plays them back: every cat flies from
//! zone to zone, a played card is shown, a drawn Instant is shown large to everyone, a
//! block is announced, with a sound each and the rules' line for it in the log
//! (`HereKittyKitty::tell`). While it plays the table shows its own copy of the cats
//! (`Show::cats`), which the events move; once it is over that copy must equal the rules' (a
//! difference is kept in `drift` for the tests, then the table is re-read).

use crate::audio::Sound;
use crate::lang::say;
use crate::view::table_view::{Clock, Queue, Step, TableView};
use bevy::prelude::*;
use mogland_rules::core::SeatId;
use mogland_rules::games::here_kitty_kitty::{
    Book, CardId, Cats, Colour, HereKittyKitty, HereKittyKittyEvent, Neighborhood, Property,
};
use mogland_rules::levels::here_kitty_kitty::Zone;

/// Where a cat is: a seat's zone, or the Neighborhood (`None`).
pub type Place = (Option<SeatId>, Zone);

/// The cats as shown: the Neighborhood and, by seat, Yard, Porch and House.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ShownCats {
    pub hood: Cats,
    pub zones: Vec<[Cats; 3]>,
}

impl ShownCats {
    fn at(&mut self, place: Place) -> Option<&mut Cats> {
        match place {
            (Some(s), z) if z != Zone::Neighborhood => self
                .zones
                .get_mut(s.index())
                .map(|zones| &mut zones[z.slot().expect("a property zone")]),
            _ => Some(&mut self.hood),
        }
    }
}

/// A cat on its way from one zone to another.
#[derive(Clone, Debug)]
pub struct Flight {
    pub colour: Colour,
    pub from: Place,
    pub to: Place,
    /// 0 at the start, 1 on arrival.
    pub t: f32,
}

/// What is on show over the table.
#[derive(Clone, Debug)]
pub enum Feature {
    /// A card, with a line saying who played or drew it; `big` for a drawn Instant.
    Card {
        card: CardId,
        line: String,
        big: bool,
    },
    /// A block, a cancelled card, a copy...
    Banner { line: String, bad: bool },
}

#[derive(Resource, Default)]
pub struct Show {
    /// The cats as the table shows them; `None` until the first look at the rules.
    pub cats: Option<ShownCats>,
    pub flight: Option<Flight>,
    pub feature: Option<(Feature, f32)>,
    /// Differences between the shown cats and the rules' once a playback was over.
    pub drift: Vec<String>,
}

impl Show {
    /// The cat in flight arrives.
    fn land(&mut self) {
        if let Some(f) = self.flight.take()
            && let Some(to) = self.cats.as_mut().and_then(|c| c.at(f.to))
        {
            to.add(f.colour);
        }
    }

    fn banner(&mut self, line: String, bad: bool) {
        self.feature = Some((Feature::Banner { line, bad }, 0.0));
    }
}

/// The rules' cats now.
fn rules_cats(props: &Query<&Property>, hood: &Neighborhood) -> ShownCats {
    let mut list: Vec<&Property> = props.iter().collect();
    list.sort_by_key(|p| p.seat);
    ShownCats {
        hood: hood.0,
        zones: list.iter().map(|p| p.zones).collect(),
    }
}

/// Here, Kitty, Kitty!'s playback (see the shared table view): every cat flies from zone to
/// zone, a played card is shown, a drawn Instant is shown large, a block is announced.
pub struct View;

impl TableView for View {
    type Game = HereKittyKitty;
    type Stage = Show;

    fn play(show: &mut Show, step: &mut Step<'_, HereKittyKittyEvent>) -> f32 {
        play(show, step)
    }

    fn tick(show: &mut Show, clock: Clock) {
        if let Some(f) = &mut show.flight {
            f.t += clock.dt / FLIGHT;
            if f.t >= 1.0 {
                show.land();
            }
        }
        if let Some((f, age)) = &mut show.feature {
            *age += clock.dt;
            if *age > feature_time(f) && !clock.playing {
                show.feature = None;
            }
        }
    }

    fn skipped(show: &mut Show) {
        show.land();
        show.feature = None;
    }

    /// After an undo the table is read again; what drifted before stays on record.
    fn rewound(show: &mut Show) {
        show.flight = None;
        show.feature = None;
        show.cats = None;
    }

    fn lingers(show: &Show) -> bool {
        show.flight.is_some()
    }
}

/// Reads the rules' cats once there are none on show, and checks them once a playback is
/// over: the shown cats must be the rules' (a difference is kept in `drift` for the tests,
/// then the table is read again).
pub fn settle(
    mut show: ResMut<Show>,
    queue: Res<Queue<View>>,
    props: Query<&Property>,
    hood: Option<Res<Neighborhood>>,
    book: Option<Res<Book>>,
) {
    let (Some(_), Some(hood)) = (book, hood) else {
        return;
    };
    if show.cats.is_none() {
        show.cats = Some(rules_cats(&props, &hood));
    }
    if queue.is_playing() || show.flight.is_some() {
        return;
    }
    let now = rules_cats(&props, &hood);
    if show.cats.as_ref() != Some(&now) {
        let drift = format!("shown {:?}, rules {now:?}", show.cats);
        show.drift.push(drift);
        show.cats = Some(now);
    }
}

/// Seconds for a cat to fly between zones, at speed 1.
const FLIGHT: f32 = 0.3;

fn feature_time(f: &Feature) -> f32 {
    match f {
        Feature::Card { big: true, .. } => 2.4,
        Feature::Card { .. } => 1.2,
        Feature::Banner { .. } => 1.6,
    }
}

/// Shows one event; returns how long to dwell on it (at speed 1).
fn play(show: &mut Show, step: &mut Step<'_, HereKittyKittyEvent>) -> f32 {
    // The rules' line for the event, in the player's language: a card or banner shows it.
    let line = step.line.map(say).unwrap_or_default();
    match step.event {
        HereKittyKittyEvent::TurnBegan { .. } => 0.1,
        HereKittyKittyEvent::CatMoved { colour, from, to } => {
            show.land();
            if let Some(c) = show.cats.as_mut().and_then(|c| c.at(*from)) {
                c.take(*colour);
            }
            show.flight = Some(Flight {
                colour: *colour,
                from: *from,
                to: *to,
                t: 0.0,
            });
            step.cue(Sound::Meow);
            FLIGHT + 0.05
        }
        HereKittyKittyEvent::Played { play, shown } => {
            step.cue(Sound::CardFlip);
            show.feature = Some((
                Feature::Card {
                    card: if play.copy { play.card } else { *shown },
                    line,
                    big: false,
                },
                0.0,
            ));
            1.0
        }
        HereKittyKittyEvent::Discarded { .. } => {
            step.cue(Sound::CardFlip);
            0.4
        }
        HereKittyKittyEvent::Tucked { .. } | HereKittyKittyEvent::Untucked { .. } => 0.3,
        HereKittyKittyEvent::Blocked { .. }
        | HereKittyKittyEvent::Insured { .. }
        | HereKittyKittyEvent::Napped { .. } => {
            step.cue(Sound::Hiss);
            show.banner(line, true);
            1.4
        }
        HereKittyKittyEvent::Cool { .. } => {
            show.banner(line, false);
            1.0
        }
        HereKittyKittyEvent::Copied { .. } => {
            step.cue(Sound::CardFlip);
            show.banner(line, false);
            1.0
        }
        HereKittyKittyEvent::LandedOnFeet { .. } => {
            show.banner(line, false);
            0.8
        }
        HereKittyKittyEvent::Drew { .. } => 0.05,
        HereKittyKittyEvent::InstantDrawn { card, .. } => {
            step.cue(Sound::CardFlip);
            step.cue(Sound::Catnip);
            show.feature = Some((
                Feature::Card {
                    card: *card,
                    line,
                    big: true,
                },
                0.0,
            ));
            2.2
        }
        HereKittyKittyEvent::Revived { .. } => {
            step.cue(Sound::CardFlip);
            0.5
        }
        HereKittyKittyEvent::FinalRound { .. } => {
            show.banner(line, false);
            1.6
        }
        HereKittyKittyEvent::GameEnded { .. } => {
            step.cue(Sound::Meow);
            1.0
        }
    }
}
