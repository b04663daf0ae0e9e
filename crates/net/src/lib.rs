//! Online tables: friends on other machines at one table. The host runs the rules; clients
//! mirror what their seats may see and send their actions. The transport is bevy_replicon's
//! messages over iroh's QUIC ([`transport`]); what is sent is in [`protocol`]; how a friend
//! finds the table is an [`invite::Invite`].

pub mod guest;
pub mod headless;
pub mod host;
pub mod invite;
pub mod protocol;
pub mod transport;

use bevy::prelude::*;
use bevy_replicon::prelude::*;
use invite::Invite;
use mogland_rules::core::Text;
use protocol::{ToGuest, ToHost};
use std::net::{IpAddr, Ipv4Addr, UdpSocket};
use std::sync::Arc;
pub use transport::{Relays, Route, SecretKey};

/// Where the online table's systems run in a frame: what came in is read before the rules run
/// (`Update`), and what goes out is sent after them (`Send` in `PostUpdate`, so that an action
/// a view took this frame and the table the rules made this frame leave this frame; a
/// client's actions taken before its rules would run also leave in `Update`, so that its
/// mirror never applies them).
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub enum NetSet {
    Receive,
    Send,
}

/// Replicon and its transport, the two messages, and the host's and the client's systems (each runs
/// only while this machine hosts or joins a table).
pub struct NetPlugin;

impl Plugin for NetPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            RepliconPlugins.set(RepliconSharedPlugin {
                // The host admits a client once it has said hello (see `host::welcome`).
                auth_method: AuthMethod::Custom,
            }),
            transport::TransportPlugin,
        ))
        .add_client_message::<ToHost>(Channel::Ordered)
        .add_server_message::<ToGuest>(Channel::Ordered)
        // Nothing is replicated: every message is sent as soon as it is written.
        .make_message_independent::<ToGuest>()
        .init_resource::<host::RefusalTap>()
        .add_observer(host::left)
        .add_observer(host::knocked)
        .add_systems(OnEnter(ClientState::Connected), guest::hello)
        .add_systems(OnExit(ClientState::Connected), guest::lost)
        .configure_sets(Update, NetSet::Receive.before(NetSet::Send))
        .add_systems(
            Update,
            (
                (host::receive, host::let_go_of_the_silent).run_if(resource_exists::<host::Host>),
                guest::receive.run_if(resource_exists::<guest::Visit>),
            )
                .in_set(NetSet::Receive),
        )
        .add_systems(
            Update,
            guest::play
                .run_if(resource_exists::<guest::Visit>)
                .in_set(NetSet::Send),
        )
        .add_systems(
            PostUpdate,
            (
                host::send.run_if(resource_exists::<host::Host>),
                guest::send.run_if(resource_exists::<guest::Visit>),
            )
                .in_set(NetSet::Send)
                .before(ClientSystems::Send)
                .before(ServerSystems::Send),
        );
    }
}

/// Wakes a window that sleeps between frames when a message arrives for it, so that what the
/// other machines sent is shown at once. The app inserts it; a headless loop needs none.
#[derive(Resource, Clone)]
pub struct Waker(pub Arc<dyn Fn() + Send + Sync>);

/// Whether the network wakes this window when a message arrives (else it must look often).
pub fn watched(world: &World) -> bool {
    world
        .get_resource::<transport::Server>()
        .is_some_and(|s| s.watched())
        || world
            .get_resource::<transport::Client>()
            .is_some_and(|c| c.watched())
}

/// Who this machine is online, and how it connects.
#[derive(Clone)]
pub struct Identity {
    pub key: SecretKey,
    pub relays: Relays,
    /// Direct connections allowed (else everything goes through a relay, and no other machine
    /// learns this one's address).
    pub direct: bool,
    /// A certificate authority (DER) that a group's relay is signed by, trusted instead of the
    /// usual ones.
    pub relay_ca: Option<Vec<u8>>,
}

/// Opens this machine's table to others, on UDP `port` (0: any free port).
pub fn listen(world: &mut World, me: &Identity, port: u16) -> Result<(), Text> {
    let server = transport::Server::open(world, me, port)?;
    world.insert_resource(server);
    Ok(())
}

/// The invite to the table this machine hosts, as it stands now (its relay and addresses may
/// change as the network settles).
pub fn invite(world: &World) -> Option<Invite> {
    let server = world.get_resource::<transport::Server>()?;
    let host = world.get_resource::<host::Host>()?;
    Some(Invite::new(server.addr(), host.secret))
}

/// Knocks at the table of `invite`; the [`guest::Visit`] (inserted first) says hello with its
/// secret.
pub fn connect(world: &mut World, me: &Identity, invite: &Invite) -> Result<(), Text> {
    if let Some(mut guest) = world.get_resource_mut::<guest::Visit>() {
        guest.hello.secret = invite.secret.to_vec();
    }
    let client = transport::Client::dial(world, me, invite.host.clone())?;
    world.insert_resource(client);
    Ok(())
}

/// Closes the table or leaves it: every connection sends what it has queued and closes.
pub fn close(world: &mut World) {
    let peers: Vec<Entity> = world
        .query_filtered::<Entity, With<transport::Peer>>()
        .iter(world)
        .collect();
    for peer in peers {
        world.despawn(peer);
    }
    world.remove_resource::<transport::Server>();
    world.remove_resource::<transport::Client>();
    world.remove_resource::<host::Host>();
    world.remove_resource::<guest::Visit>();
}

/// This machine falls silent without a word, as after a crash or a pulled cable: its network
/// stops and no connection is closed (the other machines learn it only when it times out).
/// For tests.
pub fn vanish(world: &mut World) {
    if let Some(mut client) = world.get_resource_mut::<transport::Client>() {
        client.vanish();
    }
    if let Some(mut server) = world.get_resource_mut::<transport::Server>() {
        server.vanish();
    }
}

/// This machine's addresses on its networks, to give to friends (loopback last).
pub fn local_addresses() -> Vec<IpAddr> {
    // The address a packet to the wider network would leave from: no packet is sent.
    let mut out = Vec::new();
    for probe in ["192.168.0.1:9", "10.0.0.1:9", "8.8.8.8:9"] {
        if let Ok(s) = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0))
            && s.connect(probe).is_ok()
            && let Ok(a) = s.local_addr()
            && !a.ip().is_unspecified()
            && !out.contains(&a.ip())
        {
            out.push(a.ip());
        }
    }
    out.push(Ipv4Addr::LOCALHOST.into());
    out
}

/// "8 actions sent: round trip median 4.7 ms, p95 7.8 ms" (`None` with no action sent).
pub fn round_trips_line(trips: &[f64]) -> Option<String> {
    let mut trips = trips.to_vec();
    trips.sort_by(f64::total_cmp);
    let p95 = trips
        .get((trips.len() as f64 * 0.95) as usize)
        .or(trips.last())?;
    Some(format!(
        "{} actions sent: round trip median {:.1} ms, p95 {:.1} ms",
        trips.len(),
        trips[trips.len() / 2] * 1000.0,
        p95 * 1000.0
    ))
}
