//! Why a move is refused in 1840, worded, and the set-up, import and export problems and the
//! hint's advice: see the parent module.
