//! What the interpreter and the PTX backend share, so that neither imports
//! the other (as naga's backends share `proc/`): tiles of element bits and
//! dense constants (`value`), run limits and fallible allocation
//! (`limits`), C `printf` formatting (`printf`), the launch contract
//! (`launch`), the words of run-time check failures (`checks`), the tables
//! of the trigonometric range reduction (`trig`), and how a view's type
//! cuts its tensor into tiles (`view`).

pub mod checks;
pub mod launch;
pub mod limits;
pub mod printf;
pub mod trig;
pub mod value;
pub mod view;
