// Page objects: what a test may look at and do on each screen, in the user's terms.

export class StartPage {
  constructor(page) {
    this.page = page;
  }

  async open(baseUrl) {
    await this.page.goto(baseUrl);
    // The wasm app has mounted when its title bar exists.
    await this.page.locator('header.title-bar h1').waitFor();
    return this;
  }

  title() {
    return this.page.locator('header.title-bar h1').textContent();
  }

  map() {
    return this.page.locator('svg.hex-map');
  }

  hexes() {
    return this.page.locator('svg.hex-map g.map-hex');
  }

  hex(label) {
    return this.page.locator(`svg.hex-map g.map-hex[data-hex="${label}"]`);
  }
}

export class GalleryPage {
  constructor(page) {
    this.page = page;
  }

  /** Opens the gallery from the start screen, as a player would. */
  async open(baseUrl) {
    await new StartPage(this.page).open(baseUrl);
    await this.page.getByRole('button', { name: 'Tile gallery' }).click();
    await this.page.locator('section.gallery').waitFor();
    return this;
  }

  rows() {
    return this.page.locator('.gallery-row');
  }

  tile(id) {
    return this.page.locator(`.gallery-row[data-tile="${id}"]`);
  }
}

export class GamePage {
  constructor(page) {
    this.page = page;
  }

  /** Opens the new-game form from the start screen and starts a game with these names. */
  async start(baseUrl, { names, seed, board }) {
    await new StartPage(this.page).open(baseUrl);
    await this.page.getByRole('button', { name: 'New game' }).click();
    const form = this.page.locator('section.new-game');
    await form.waitFor();
    while ((await form.locator('.player-name').count()) < names.length) {
      await form.getByRole('button', { name: 'Add player' }).click();
    }
    while ((await form.locator('.player-name').count()) > names.length) {
      await form.getByRole('button', { name: 'Remove' }).last().click();
    }
    for (const [i, name] of names.entries()) {
      await form.locator('.player-name').nth(i).fill(name);
    }
    if (board) await form.locator('select.board-choice').selectOption(board);
    if (seed !== undefined) await form.locator('input.seed').fill(String(seed));
    await form.getByRole('button', { name: 'Start the game' }).click();
    await this.page.locator('section.game-screen').waitFor();
    return this;
  }

  /** The name in big letters: who decides now. */
  who() {
    return this.page.locator('.turn-who').textContent();
  }

  round() {
    return this.page.locator('.turn-round').textContent();
  }

  /** Clicks the move button with exactly this label (trams on offer: their headline). */
  async move(label) {
    const plain = this.page.locator('.moves-panel').getByRole('button', { name: label, exact: true });
    if ((await plain.count()) > 0) return plain.first().click();
    const tram = this.page.locator('.tram-offers button').filter({ has: this.page.locator(`b:text-is("${label}")`) });
    await tram.first().click();
  }

  /** The labels of every move on offer (trams on offer by their headline). */
  async moveLabels() {
    const plain = await this.page.locator('.moves-panel button.move').allTextContents();
    const trams = await this.page.locator('.tram-offers button b').allTextContents();
    return [...plain, ...trams];
  }

  /** The explanation under a tram on offer with this headline: who pays, maintenance. */
  tramOffer(label) {
    return this.page.locator('.tram-offers button').filter({ has: this.page.locator(`b:text-is("${label}")`) });
  }

  /** A player's row of the sheet: { cash, value, privates, shares }. */
  async player(name) {
    const row = this.page.locator('.players-sheet tbody tr').filter({ has: this.page.locator(`th:text-is("${name}")`) });
    const cells = await row.locator('td').allTextContents();
    return { card: Number(cells[0]), cash: Number(cells[1]), shares: cells[2], privates: cells[3], value: Number(cells[6]) };
  }

  log() {
    return this.page.locator('.log-lines li').allTextContents();
  }

  error() {
    return this.page.locator('.moves-panel .refusal').textContent();
  }
}
