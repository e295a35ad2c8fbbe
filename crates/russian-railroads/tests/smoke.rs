use russian_railroads_engine::selfplay::random_game;

#[test]
fn random_games_end() {
    for players in 2..=4 {
        for seed in 0..20 {
            let game = random_game(seed, players);
            assert!(
                game.is_over(),
                "{players}p seed {seed}: {} actions, phase {:?} pending {:?}",
                game.actions().len(),
                game.state().phase,
                game.state().pending
            );
            if seed < 2 {
                eprintln!(
                    "{players}p seed {seed}: {} actions, scores {:?}",
                    game.actions().len(),
                    game.state().scores()
                );
            }
        }
    }
}
