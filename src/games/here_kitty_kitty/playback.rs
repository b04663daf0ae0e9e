//! What happened, one step at a time. The rules resolve an action in one go and report each
//! step as an `HereKittyKittyEvent`; here they are played back with the shared playback: every cat flies
//! from zone to zone, a played card is shown, a drawn Instant is shown large to everyone, a
//! block is announced, with a sound each and the rules' line for it in the log
//! (`HereKittyKitty::tell`). While it plays the table shows its own copy of the cats
//! (`Show::cats`), which the events move; once it is over that copy must equal the rules' (a
//! difference is kept in `drift` for the tests, then the table is re-read).

use crate::audio::{PlaySound, Sound};
use crate::lang::say;
use crate::session::{ActiveTable, TableChanged, ViewBusy};
use crate::settings::Settings;
use crate::view::kit::log::GameLog;
use crate::view::kit::playback::{self, SkipPlayback};
use bevy::prelude::*;
use mogland_rules::core::{Game, SeatId};
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
    events: playback::Playback<HereKittyKittyEvent>,
    /// The cats as the table shows them; `None` until the first look at the rules.
    pub cats: Option<ShownCats>,
    pub flight: Option<Flight>,
    pub feature: Option<(Feature, f32)>,
    /// Differences between the shown cats and the rules' once a playback was over.
    pub drift: Vec<String>,
}

impl Show {
    pub fn playing(&self) -> bool {
        self.events.is_playing() || self.flight.is_some()
    }
}

pub fn reset(mut show: ResMut<Show>) {
    *show = Show::default();
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

/// Takes the rules' new events into the queue; after an undo, starts again from the table.
pub fn collect(
    mut events: MessageReader<HereKittyKittyEvent>,
    mut changed: MessageReader<TableChanged>,
    mut show: ResMut<Show>,
) {
    if changed.read().count() > 0 {
        show.events.clear();
        show.flight = None;
        show.feature = None;
        show.cats = None;
    }
    for e in events.read() {
        show.events.push(e.clone());
    }
}

/// Plays the queue forward and keeps bots waiting while it does.
#[allow(clippy::too_many_arguments)]
pub fn advance(
    mut show: ResMut<Show>,
    mut busy: ResMut<ViewBusy>,
    mut skip: MessageReader<SkipPlayback>,
    mut log: ResMut<GameLog>,
    time: Res<Time>,
    settings: Res<Settings>,
    table: Res<ActiveTable>,
    book: Option<Res<Book>>,
    props: Query<&Property>,
    hood: Option<Res<Neighborhood>>,
    mut sounds: MessageWriter<PlaySound>,
) {
    let (Some(_), Some(hood)) = (book, hood) else {
        return;
    };
    let show = &mut *show;
    if show.cats.is_none() {
        show.cats = Some(rules_cats(&props, &hood));
    }
    let dt = playback::scaled_dt(&time, &settings);
    let mut events = std::mem::take(&mut show.events);
    let mut tell = Teller {
        show,
        table: &table,
        log: &mut log,
    };
    if skip.read().count() > 0 {
        events.skip(|e| {
            tell.play(e, None);
        });
        tell.land();
        tell.show.feature = None;
    } else {
        if let Some(f) = &mut tell.show.flight {
            f.t += dt / FLIGHT;
        }
        if let Some((_, age)) = &mut tell.show.feature {
            *age += dt;
        }
        events.advance(dt, |e| tell.play(e, Some(&mut sounds)));
        if tell.show.flight.as_ref().is_some_and(|f| f.t >= 1.0) {
            tell.land();
        }
    }
    show.events = events;
    if !show.playing() {
        // The playback is over: the shown cats must be the rules'.
        let now = rules_cats(&props, &hood);
        if show.cats.as_ref() != Some(&now) {
            show.drift
                .push(format!("shown {:?}, rules {now:?}", show.cats));
            show.cats = Some(now);
        }
    }
    if show
        .feature
        .as_ref()
        .is_some_and(|(f, age)| *age > feature_time(f) && !show.events.is_playing())
    {
        show.feature = None;
    }
    busy.0 = show.playing();
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

struct Teller<'a> {
    show: &'a mut Show,
    table: &'a ActiveTable,
    log: &'a mut GameLog,
}

impl Teller<'_> {
    /// The cat in flight arrives.
    fn land(&mut self) {
        if let Some(f) = self.show.flight.take()
            && let Some(to) = self.show.cats.as_mut().and_then(|c| c.at(f.to))
        {
            to.add(f.colour);
        }
    }

    fn banner(&mut self, line: String, bad: bool) {
        self.show.feature = Some((Feature::Banner { line, bad }, 0.0));
    }

    /// Shows one event; returns how long to dwell on it (at speed 1).
    fn play(
        &mut self,
        e: &HereKittyKittyEvent,
        mut sounds: Option<&mut MessageWriter<PlaySound>>,
    ) -> f32 {
        let mut sound = |s: Sound| {
            if let Some(out) = sounds.as_mut() {
                out.write(PlaySound(s));
            }
        };
        // The rules' line for the event: the log puts it in words when drawn, a card or banner
        // shows it now, in the player's language.
        let told = HereKittyKitty::tell(&self.table.setup, e);
        let line = told.as_ref().map(say).unwrap_or_default();
        if let Some(t) = told {
            self.log.push(t);
        }
        match e {
            HereKittyKittyEvent::TurnBegan { .. } => 0.1,
            HereKittyKittyEvent::CatMoved { colour, from, to } => {
                self.land();
                if let Some(c) = self.show.cats.as_mut().and_then(|c| c.at(*from)) {
                    c.take(*colour);
                }
                self.show.flight = Some(Flight {
                    colour: *colour,
                    from: *from,
                    to: *to,
                    t: 0.0,
                });
                sound(Sound::Meow);
                FLIGHT + 0.05
            }
            HereKittyKittyEvent::Played { play, shown } => {
                sound(Sound::CardFlip);
                self.show.feature = Some((
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
                sound(Sound::CardFlip);
                0.4
            }
            HereKittyKittyEvent::Tucked { .. } | HereKittyKittyEvent::Untucked { .. } => 0.3,
            HereKittyKittyEvent::Blocked { .. }
            | HereKittyKittyEvent::Insured { .. }
            | HereKittyKittyEvent::Napped { .. } => {
                sound(Sound::Hiss);
                self.banner(line, true);
                1.4
            }
            HereKittyKittyEvent::Cool { .. } => {
                self.banner(line, false);
                1.0
            }
            HereKittyKittyEvent::Copied { .. } => {
                sound(Sound::CardFlip);
                self.banner(line, false);
                1.0
            }
            HereKittyKittyEvent::LandedOnFeet { .. } => {
                self.banner(line, false);
                0.8
            }
            HereKittyKittyEvent::Drew { .. } => 0.05,
            HereKittyKittyEvent::InstantDrawn { card, .. } => {
                sound(Sound::CardFlip);
                sound(Sound::Catnip);
                self.show.feature = Some((
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
                sound(Sound::CardFlip);
                0.5
            }
            HereKittyKittyEvent::FinalRound { .. } => {
                self.banner(line, false);
                1.6
            }
            HereKittyKittyEvent::GameEnded { .. } => {
                sound(Sound::Meow);
                1.0
            }
        }
    }
}
