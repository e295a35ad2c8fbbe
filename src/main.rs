//! Entry point of the browser app: install the panic hook and mount `<App/>`. Nothing else.

use tramways_app::app::App;

fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(App);
}
