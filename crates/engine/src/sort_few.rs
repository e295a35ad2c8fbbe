//! Stable sorts for the few items the rules and the app put in order (players, companies, drawn
//! cards, line numbers, a chart's lines, saved games), by insertion.
//!
//! Why not `slice::sort_by_key`: each call site of the standard library's stable sort is its
//! own copy of driftsort (about 4 KB of wasm, the browser app's largest generic code after its
//! views), while this loop is a few dozen bytes. The order is the same: both are stable, so
//! equal keys keep their order, and a stable sort has one result. Quadratic, so only for short
//! lists (the longest, the saved games, sorted once per listing, may reach a few hundred); the
//! optimizer, the bots' move lists and the import's checks keep the standard sorts.

use std::cmp::Ordering;

/// Sorts `items` by `compare`, stably (equal items keep their order), like `slice::sort_by`.
pub fn by<T>(items: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && compare(&items[j - 1], &items[j]) == Ordering::Greater {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// Sorts `items` in their order, like `slice::sort` (and `sort_unstable`: items that compare
/// equal are equal, so every sort puts them the same).
pub fn sort<T: Ord>(items: &mut [T]) {
    by(items, T::cmp);
}

/// Sorts `items` by `key`, stably (equal keys keep their order), like `slice::sort_by_key`.
pub fn by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    by(items, |a, b| key(a).cmp(&key(b)));
}

#[cfg(test)]
mod tests {
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    use super::*;

    #[test]
    fn the_order_is_the_standard_stable_sorts() {
        let mut rng = ChaCha8Rng::seed_from_u64(1840);
        for len in 0..40 {
            // Few distinct keys, so that ties (where stability shows) are common.
            let items: Vec<(u8, usize)> = (0..len).map(|i| (rng.random_range(0..5), i)).collect();
            let mut ours = items.clone();
            by_key(&mut ours, |&(k, _)| k);
            let mut std = items.clone();
            std.sort_by_key(|&(k, _)| k);
            assert_eq!(ours, std, "len {len}");
            let mut ours = items.clone();
            by(&mut ours, |a, b| b.0.cmp(&a.0));
            let mut std = items;
            std.sort_by_key(|x| std::cmp::Reverse(x.0));
            assert_eq!(ours, std, "len {len}, descending");
        }
    }
}
