//! Line charts as shapes (issue 21): series of whole numbers over numbered steps (rounds, for
//! the charts of the game's story) placed on a plotting area with "nice" value ticks, every
//! point kept for tapping, and each line's name written at its end, pushed apart so that no
//! two names overlap (names and marker shapes tell the lines apart without their colours).
//! Game-independent: the caller gives the series, their colours and the step labels.

/// Width of a chart in SVG units (the charts fit a 768-pixel-wide portrait tablet at 1:1).
pub const WIDTH: f64 = 700.0;
/// Height of a chart in SVG units.
pub const HEIGHT: f64 = 340.0;
/// Space for the value labels on the left.
const LEFT: f64 = 52.0;
/// Space for the lines' names on the right.
const RIGHT: f64 = 92.0;
const TOP: f64 = 14.0;
/// Space for the step labels below.
const BOTTOM: f64 = 30.0;
/// The least distance between two end labels (a 13-unit font).
const LABEL_GAP: f64 = 15.0;

/// The shape that marks a line's points, so that lines differ by more than colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// ●
    Circle,
    /// ■
    Square,
    /// ▲
    Triangle,
    /// ◆
    Diamond,
    /// ▼
    Down,
    /// ✚
    Cross,
}

impl Shape {
    /// Shapes in the order lines get them.
    pub const ALL: [Shape; 6] =
        [Shape::Circle, Shape::Square, Shape::Triangle, Shape::Diamond, Shape::Down, Shape::Cross];

    /// The `n`-th line's shape.
    pub fn nth(n: usize) -> Shape {
        Shape::ALL[n % Shape::ALL.len()]
    }

    /// An SVG path of the shape centred on `(x, y)`, about `2 r` across.
    pub fn path(self, x: f64, y: f64, r: f64) -> String {
        match self {
            Shape::Circle => format!(
                "M{:.1} {y:.1}a{r:.1} {r:.1} 0 1 0 {:.1} 0a{r:.1} {r:.1} 0 1 0 {:.1} 0Z",
                x - r,
                2.0 * r,
                -2.0 * r
            ),
            Shape::Square => {
                let s = r * 0.9;
                format!("M{:.1} {:.1}h{:.1}v{:.1}h{:.1}Z", x - s, y - s, 2.0 * s, 2.0 * s, -2.0 * s)
            }
            Shape::Triangle => format!(
                "M{x:.1} {:.1}L{:.1} {:.1}L{:.1} {:.1}Z",
                y - r * 1.1,
                x + r,
                y + r * 0.8,
                x - r,
                y + r * 0.8
            ),
            Shape::Diamond => format!(
                "M{x:.1} {:.1}L{:.1} {y:.1}L{x:.1} {:.1}L{:.1} {y:.1}Z",
                y - r * 1.2,
                x + r,
                y + r * 1.2,
                x - r
            ),
            Shape::Down => format!(
                "M{x:.1} {:.1}L{:.1} {:.1}L{:.1} {:.1}Z",
                y + r * 1.1,
                x + r,
                y - r * 0.8,
                x - r,
                y - r * 0.8
            ),
            Shape::Cross => {
                let a = r * 0.4;
                format!(
                    "M{:.1} {:.1}h{:.1}v{:.1}h{:.1}v{:.1}h{:.1}v{:.1}h{:.1}v{:.1}h{:.1}v{:.1}Z",
                    x - a,
                    y - r,
                    2.0 * a,
                    r - a,
                    r - a,
                    2.0 * a,
                    a - r,
                    r - a,
                    -2.0 * a,
                    a - r,
                    a - r,
                    -2.0 * a
                )
            }
        }
    }
}

/// One line of a chart: a value at some of the steps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Series {
    /// Its name (a company, a player), written at its end.
    pub name: String,
    /// Its colour (CSS).
    pub color: &'static str,
    /// Whether its colour is light (drawn with a dark casing, legible on the light paper).
    pub light: bool,
    /// Its points: (step, value), steps increasing.
    pub points: Vec<(usize, i64)>,
    /// Events marked on the line: (step, value, kind); the kind is a CSS class.
    pub marks: Vec<(usize, i64, &'static str)>,
}

/// A point placed on the chart.
#[derive(Debug, Clone, PartialEq)]
pub struct Dot {
    /// Where, in SVG units.
    pub x: f64,
    /// Where, in SVG units.
    pub y: f64,
    /// Its step.
    pub step: usize,
    /// Its value.
    pub value: i64,
}

/// A line placed on the chart.
#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    /// Its series' name.
    pub name: String,
    /// Its colour.
    pub color: &'static str,
    /// Whether it needs a dark casing.
    pub light: bool,
    /// The shape of its points.
    pub shape: Shape,
    /// The SVG path through its points.
    pub path: String,
    /// Its points.
    pub dots: Vec<Dot>,
    /// Its event marks: (x, y, kind).
    pub marks: Vec<(f64, f64, &'static str)>,
    /// Where its name is written (x, y), next to its last point, apart from the others.
    pub label: Option<(f64, f64)>,
}

/// A chart placed: value ticks, step positions and the lines.
#[derive(Debug, Clone, PartialEq)]
pub struct Plot {
    /// The value ticks: (y, value).
    pub y_ticks: Vec<(f64, i64)>,
    /// The x position of every step.
    pub steps: Vec<f64>,
    /// The plotting area: left, top, right, bottom.
    pub area: (f64, f64, f64, f64),
    /// The lines.
    pub lines: Vec<Line>,
}

/// A step between ticks that is 1, 2 or 5 times a power of ten, giving about `count` ticks
/// over `span`.
pub fn nice_step(span: i64, count: i64) -> i64 {
    let count = count.max(1);
    let raw = span.max(1).saturating_add(count - 1) / count;
    let mut power = 1i64;
    while power.saturating_mul(10) <= raw {
        power = power.saturating_mul(10);
    }
    [1, 2, 5, 10]
        .into_iter()
        .filter_map(|m| power.checked_mul(m))
        .find(|&s| s >= raw)
        .unwrap_or(raw)
}

/// Places `series` over `steps` steps (0 to `steps - 1`); the value axis runs from zero (or
/// the lowest value, when negative) to a tick at or above the highest value.
pub fn plot(series: &[Series], steps: usize) -> Plot {
    let area = (LEFT, TOP, WIDTH - RIGHT, HEIGHT - BOTTOM);
    let values = series.iter().flat_map(|s| s.points.iter().map(|p| p.1));
    let (low, high) = values.fold((0i64, 0i64), |(lo, hi), v| (lo.min(v), hi.max(v)));
    let step = nice_step(high.saturating_sub(low), 5);
    let bottom = low.div_euclid(step).saturating_mul(step);
    let top = high
        .saturating_add(step - 1)
        .div_euclid(step)
        .saturating_mul(step)
        .max(bottom.saturating_add(step));
    let y_of = |v: i64| {
        area.3 - (v as f64 - bottom as f64) / (top as f64 - bottom as f64) * (area.3 - area.1)
    };
    let x_of = |i: usize| {
        if steps <= 1 { area.0 } else { area.0 + i as f64 / (steps - 1) as f64 * (area.2 - area.0) }
    };
    let y_ticks = (0..)
        .map_while(|k| step.checked_mul(k).and_then(|d| bottom.checked_add(d)))
        .take_while(|&v| v <= top)
        .map(|v| (y_of(v), v))
        .collect();
    let mut lines: Vec<Line> = series
        .iter()
        .enumerate()
        .map(|(n, s)| {
            let dots: Vec<Dot> = s
                .points
                .iter()
                .map(|&(step, value)| Dot { x: x_of(step), y: y_of(value), step, value })
                .collect();
            let path = dots
                .iter()
                .enumerate()
                .map(|(i, d)| format!("{}{:.1} {:.1}", if i == 0 { 'M' } else { 'L' }, d.x, d.y))
                .collect();
            Line {
                name: s.name.clone(),
                color: s.color,
                light: s.light,
                shape: Shape::nth(n),
                path,
                label: dots.last().map(|d| (area.2 + 8.0, d.y)),
                marks: s.marks.iter().map(|&(i, v, kind)| (x_of(i), y_of(v), kind)).collect(),
                dots,
            }
        })
        .collect();
    spread_labels(&mut lines, area.3);
    Plot { y_ticks, steps: (0..steps).map(x_of).collect(), area, lines }
}

/// Moves the end labels apart (at least [`LABEL_GAP`]) keeping their order, above the area's
/// bottom.
fn spread_labels(lines: &mut [Line], bottom: f64) {
    let mut order: Vec<usize> = (0..lines.len()).filter(|&i| lines[i].label.is_some()).collect();
    let y = |l: &Line| l.label.map_or(0.0, |(_, y)| y);
    tramways_engine::sort_few::by(&mut order, |&a, &b| y(&lines[a]).total_cmp(&y(&lines[b])));
    let mut placed: Vec<f64> = order.iter().map(|&i| y(&lines[i])).collect();
    for k in 1..placed.len() {
        placed[k] = placed[k].max(placed[k - 1] + LABEL_GAP);
    }
    // Pushed below the area: back up from its bottom, keeping the gaps.
    if let Some(last) = placed.last_mut() {
        *last = last.min(bottom);
    }
    for k in (0..placed.len().saturating_sub(1)).rev() {
        placed[k] = placed[k].min(placed[k + 1] - LABEL_GAP);
    }
    for (&i, &py) in order.iter().zip(&placed) {
        if let Some((x, _)) = lines[i].label {
            lines[i].label = Some((x, py));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn series(name: &str, points: &[(usize, i64)]) -> Series {
        Series {
            name: name.to_owned(),
            color: "#000",
            light: false,
            points: points.to_vec(),
            marks: Vec::new(),
        }
    }

    #[test]
    fn nice_steps_are_one_two_or_five_times_a_power_of_ten() {
        assert_eq!(nice_step(100, 5), 20);
        assert_eq!(nice_step(8351, 5), 2000);
        assert_eq!(nice_step(3, 5), 1);
        assert_eq!(nice_step(0, 5), 1);
        assert_eq!(nice_step(460, 5), 100);
        assert_eq!(nice_step(i64::MAX, 5), 2_000_000_000_000_000_000);
    }

    #[test]
    fn points_sit_on_the_scale_between_the_ticks() {
        let p = plot(&[series("A", &[(0, 0), (2, 100), (4, 60)])], 5);
        let (left, top, right, bottom) = p.area;
        assert_eq!(p.y_ticks.first(), Some(&(bottom, 0)));
        assert_eq!(p.y_ticks.iter().map(|t| t.1).collect::<Vec<_>>(), [0, 20, 40, 60, 80, 100]);
        let dots = &p.lines[0].dots;
        assert_eq!((dots[0].x, dots[0].y), (left, bottom));
        assert_eq!((dots[1].x, dots[1].y), ((left + right) / 2.0, top));
        assert_eq!(dots[2].x, right);
        assert!((dots[2].y - (bottom - 0.6 * (bottom - top))).abs() < 1e-9);
        assert!(p.lines[0].path.starts_with('M') && p.lines[0].path.matches('L').count() == 2);
        assert_eq!(p.steps.len(), 5);
    }

    #[test]
    fn negative_values_lower_the_axis_to_a_tick() {
        let p = plot(&[series("A", &[(0, -130), (1, 400)])], 2);
        assert_eq!(p.y_ticks.first().map(|t| t.1), Some(-200));
        assert_eq!(p.y_ticks.last().map(|t| t.1), Some(400));
        assert!(p.y_ticks.iter().any(|t| t.1 == 0));
    }

    #[test]
    fn end_labels_keep_apart_in_order_and_inside_the_area() {
        let lines: Vec<Series> =
            (0..6).map(|i| series(&format!("S{i}"), &[(0, 100), (3, 100 + i)])).collect();
        let p = plot(&lines, 4);
        let mut ys: Vec<f64> = p.lines.iter().map(|l| l.label.unwrap().1).collect();
        let sorted = {
            let mut s = ys.clone();
            s.sort_by(f64::total_cmp);
            s
        };
        // Higher values are higher up (smaller y): the order is the reverse of the series'.
        ys.reverse();
        assert_eq!(ys, sorted);
        for pair in sorted.windows(2) {
            assert!(pair[1] - pair[0] >= LABEL_GAP - 1e-9, "{sorted:?}");
        }
        assert!(sorted.iter().all(|&y| y >= p.area.1 - LABEL_GAP && y <= p.area.3), "{sorted:?}");
        assert_eq!(p.lines[1].shape, Shape::Square, "each line its own shape");
    }

    #[test]
    fn every_shape_is_a_closed_path() {
        for shape in Shape::ALL {
            let path = shape.path(10.0, 10.0, 4.0);
            assert!(path.starts_with('M') && path.ends_with('Z'), "{shape:?}: {path}");
        }
    }
}
