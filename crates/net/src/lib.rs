//! Online tables: friends on other machines at one table. The host runs the rules; clients
//! mirror what their seats may see and send their actions. The transport is bevy_replicon's
//! messages over renet's UDP netcode; what is sent is in [`protocol`].

pub mod guest;
pub mod headless;
pub mod host;
pub mod protocol;

use bevy::prelude::*;
use bevy_replicon::prelude::*;
use bevy_replicon_renet::netcode::{
    ClientAuthentication, NetcodeClientTransport, NetcodeServerTransport, ServerAuthentication,
    ServerConfig,
};
use bevy_replicon_renet::renet::ConnectionConfig;
use bevy_replicon_renet::{RenetChannelsExt, RenetClient, RenetServer, RepliconRenetPlugins};
use protocol::{NETCODE_ID, ToGuest, ToHost};
use std::net::{IpAddr, Ipv4Addr, SocketAddr, UdpSocket};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::SystemTime;

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

/// Replicon and renet, the two messages, and the host's and the client's systems (each runs
/// only while this machine hosts or joins a table).
pub struct NetPlugin;

impl Plugin for NetPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            RepliconPlugins.set(RepliconSharedPlugin {
                // The host admits a client once it has said hello (see `host::welcome`).
                auth_method: AuthMethod::Custom,
            }),
            RepliconRenetPlugins,
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
                guest::receive.run_if(resource_exists::<guest::Guest>),
            )
                .in_set(NetSet::Receive),
        )
        .add_systems(
            Update,
            guest::play
                .run_if(resource_exists::<guest::Guest>)
                .in_set(NetSet::Send),
        )
        .add_systems(
            PostUpdate,
            (
                host::send.run_if(resource_exists::<host::Host>),
                guest::send.run_if(resource_exists::<guest::Guest>),
            )
                .in_set(NetSet::Send)
                .before(ClientSystems::Send)
                .before(ServerSystems::Send),
        );
    }
}

/// Wakes a window that sleeps between frames when a packet arrives for it, so that what the
/// other machines sent is shown at once. The app inserts it; a headless loop needs none.
#[derive(Resource, Clone)]
pub struct Waker(pub Arc<dyn Fn() + Send + Sync>);

/// The thread that watches this machine's socket for the [`Waker`]; it stops when the
/// connection closes (this resource is dropped).
#[derive(Resource)]
struct Watch(Arc<AtomicBool>);

impl Drop for Watch {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// Starts watching `socket` for the window, if it asked to be woken.
fn watch(world: &mut World, socket: &UdpSocket) {
    let Some(waker) = world.get_resource::<Waker>().cloned() else {
        return;
    };
    let Ok(socket) = socket.try_clone() else {
        return;
    };
    let stop = Arc::new(AtomicBool::new(false));
    let stopped = stop.clone();
    let spawned = std::thread::Builder::new()
        .name("mogland-net-watch".into())
        .spawn(move || {
            while !stopped.load(Ordering::Relaxed) {
                if readable(&socket, 200) {
                    (waker.0)();
                    // The packet stays until the window's next frame reads it.
                    std::thread::sleep(std::time::Duration::from_millis(2));
                }
            }
        });
    if spawned.is_ok() {
        world.insert_resource(Watch(stop));
    }
}

/// Whether a packet waits on `socket`, waiting up to `ms` milliseconds for one: poll(2) on
/// Unix, its Winsock twin WSAPoll on Windows. `socket` is this thread's own duplicate, open
/// until the thread ends, so the one descriptor handed to each call is alive through it.
#[cfg(unix)]
fn readable(socket: &UdpSocket, ms: i32) -> bool {
    use std::os::fd::AsRawFd;
    let mut fd = libc::pollfd {
        fd: socket.as_raw_fd(),
        events: libc::POLLIN,
        revents: 0,
    };
    // SAFETY: one pollfd that lives through the call, for an open socket (see above).
    unsafe { libc::poll(&mut fd, 1, ms) > 0 }
}

#[cfg(windows)]
fn readable(socket: &UdpSocket, ms: i32) -> bool {
    use std::os::windows::io::AsRawSocket;
    use windows_sys::Win32::Networking::WinSock::{POLLRDNORM, WSAPOLLFD, WSAPoll};
    let mut fd = WSAPOLLFD {
        fd: socket.as_raw_socket() as usize,
        events: POLLRDNORM,
        revents: 0,
    };
    // SAFETY: one WSAPOLLFD that lives through the call, for an open socket (see above).
    unsafe { WSAPoll(&mut fd, 1, ms) > 0 }
}

/// Whether a thread wakes this window when a packet arrives (else it must look often).
pub fn watched(world: &World) -> bool {
    world.contains_resource::<Watch>()
}

fn connection_config(world: &World) -> ConnectionConfig {
    let channels = world.resource::<RepliconChannels>();
    ConnectionConfig {
        server_channels_config: channels.server_configs(),
        client_channels_config: channels.client_configs(),
        ..Default::default()
    }
}

fn now() -> std::time::Duration {
    SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap_or_default()
}

/// Opens this machine's table to others on UDP `port` (0: any free port). Returns the address
/// it listens on.
pub fn listen(world: &mut World, port: u16) -> Result<SocketAddr, String> {
    let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, port))
        .map_err(|e| format!("cannot listen on port {port}: {e}"))?;
    let addr = socket.local_addr().map_err(|e| e.to_string())?;
    watch(world, &socket);
    let config = ServerConfig {
        current_time: now(),
        // Six seats, and room for those knocking or coming back.
        max_clients: 12,
        protocol_id: NETCODE_ID,
        authentication: ServerAuthentication::Unsecure,
        public_addresses: Vec::new(),
    };
    let transport = NetcodeServerTransport::new(config, socket)
        .map_err(|e| format!("cannot open the table: {e}"))?;
    let server = RenetServer::new(connection_config(world));
    world.insert_resource(server);
    world.insert_resource(transport);
    Ok(addr)
}

/// Knocks at the table at `addr`.
pub fn connect(world: &mut World, addr: SocketAddr) -> Result<(), String> {
    let local: IpAddr = if addr.is_ipv4() {
        Ipv4Addr::UNSPECIFIED.into()
    } else {
        std::net::Ipv6Addr::UNSPECIFIED.into()
    };
    let socket =
        UdpSocket::bind((local, 0)).map_err(|e| format!("cannot open a connection: {e}"))?;
    watch(world, &socket);
    // Any number no other client at that table has: the time and this process.
    let client_id = now().as_nanos() as u64 ^ ((std::process::id() as u64) << 40);
    let authentication = ClientAuthentication::Unsecure {
        client_id,
        protocol_id: NETCODE_ID,
        server_addr: addr,
        user_data: None,
    };
    let transport = NetcodeClientTransport::new(now(), authentication, socket)
        .map_err(|e| format!("cannot reach {addr}: {e}"))?;
    let client = RenetClient::new(connection_config(world));
    world.insert_resource(client);
    world.insert_resource(transport);
    Ok(())
}

/// Closes the table or leaves it.
pub fn close(world: &mut World) {
    if let Some(mut transport) = world.remove_resource::<NetcodeServerTransport>()
        && let Some(mut server) = world.get_resource_mut::<RenetServer>()
    {
        transport.disconnect_all(&mut server);
    }
    world.remove_resource::<RenetServer>();
    if let Some(mut transport) = world.remove_resource::<NetcodeClientTransport>() {
        transport.disconnect();
    }
    world.remove_resource::<RenetClient>();
    world.remove_resource::<Watch>();
    world.remove_resource::<host::Host>();
    world.remove_resource::<guest::Guest>();
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

/// A host's address as a person types it: an ip or a name, with `:port` unless it is the usual
/// one.
pub fn parse_address(text: &str) -> Result<SocketAddr, String> {
    use std::net::ToSocketAddrs;
    let text = text.trim();
    if text.is_empty() {
        return Err("type the host's address, for example 192.168.1.20".into());
    }
    let with_port = if text.contains(':') {
        text.to_owned()
    } else {
        format!("{text}:{}", protocol::DEFAULT_PORT)
    };
    with_port
        .to_socket_addrs()
        .map_err(|e| format!("cannot find {text}: {e}"))?
        .next()
        .ok_or_else(|| format!("cannot find {text}"))
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
