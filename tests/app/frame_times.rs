//! The window's frame-time line (`view::frame_times`), which `scripts/window-frames` and
//! `scripts/window-round-trip` print: a stall must show in it, not hide in a median.

use mogland::view::frame_times::summary;

#[test]
fn the_summary_gives_median_p95_longest_and_count() {
    // 100 frames of 10 ms and one stall of 900 ms: the median hides it, the longest not.
    let mut times = vec![0.010; 100];
    times.push(0.900);
    assert_eq!(
        summary(&times).unwrap(),
        "10.0 ms median, 10.0 ms p95, 900.0 ms longest (101)"
    );
    // Frames that slow down: the p95 is the 95th of 100 sorted.
    let times: Vec<f64> = (1..=100).map(|ms| ms as f64 / 1000.0).collect();
    assert_eq!(
        summary(&times).unwrap(),
        "51.0 ms median, 96.0 ms p95, 100.0 ms longest (100)"
    );
    assert_eq!(summary(&[]), None);
}
