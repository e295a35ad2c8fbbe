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
