//! Panics inside the pass become diagnostics, without disturbing the host.
//!
//! The host (opt, clang, a JIT, a Rust program embedding LLVM) may have its
//! own panic hook, and may run passes on several threads. So the hook is
//! installed once, wrapping whatever hook was there before: a panic on a
//! thread that is inside `catch_panics` has its message stored in that
//! thread's slot (and prints nothing); any other panic goes to the previous
//! hook exactly as if we were not loaded. Per-call `take_hook`/`set_hook`
//! would race between threads; a global message slot would mix messages.
//!
//! A host that replaces the hook after us still works: our panics are still
//! caught (only their message is lost to the diagnostic and printed by the
//! host's hook instead).

use crate::diagnostics::Diagnostic;
use std::cell::{Cell, RefCell};
use std::panic::{catch_unwind, AssertUnwindSafe, PanicHookInfo};
use std::sync::Once;

thread_local! {
    /// How many `catch_panics` calls this thread is inside.
    static INSIDE: Cell<u32> = const { Cell::new(0) };
    /// The message of this thread's last panic inside `catch_panics`.
    static MESSAGE: RefCell<Option<String>> = const { RefCell::new(None) };
}

fn install_hook() {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info: &PanicHookInfo<'_>| {
            // try_with: during thread teardown the slots may be gone; then the
            // panic cannot be ours to report, so the host's hook gets it.
            let ours = INSIDE.try_with(|n| n.get() > 0).unwrap_or(false);
            if ours && MESSAGE.try_with(|m| *m.borrow_mut() = Some(info.to_string())).is_ok() {
                return;
            }
            previous(info)
        }));
    });
}

/// Counts this thread in (and out on drop, also when unwinding).
struct Inside;

impl Inside {
    fn enter() -> Inside {
        INSIDE.with(|n| n.set(n.get() + 1));
        Inside
    }
}

impl Drop for Inside {
    fn drop(&mut self) {
        let _ = INSIDE.try_with(|n| n.set(n.get().saturating_sub(1)));
    }
}

/// Runs `f`; a panic in it becomes an "internal error" diagnostic.
pub fn catch_panics<T>(f: impl FnOnce() -> Result<T, Vec<Diagnostic>>) -> Result<T, Vec<Diagnostic>> {
    install_hook();
    let outcome = {
        let _inside = Inside::enter();
        catch_unwind(AssertUnwindSafe(f))
    };
    match outcome {
        Ok(result) => result,
        Err(payload) => {
            let stored = MESSAGE.with(|m| m.borrow_mut().take());
            // Without our hook's message (the host replaced the hook), the payload still says what happened.
            let what = stored
                .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "a panic without a message".to_string());
            Err(vec![Diagnostic::new(format!(
                "internal error (please report it with the input module): {what}; no SPIR-V was written"
            ))])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};

    fn panic_with(message: String) -> Result<(), Vec<Diagnostic>> {
        panic!("{message}")
    }

    /// One test, since the panic hook is process-wide: a host hook set
    /// before ours keeps seeing foreign panics, ours become diagnostics, and
    /// threads panicking at once each get their own message.
    #[test]
    fn host_hook_stays_and_messages_stay_per_thread() {
        let seen: Arc<Mutex<Vec<String>>> = Arc::default();
        let host_seen = seen.clone();
        std::panic::set_hook(Box::new(move |info| host_seen.lock().unwrap().push(info.to_string())));

        // Ours: a diagnostic, and the host's hook hears nothing.
        let result = catch_panics(|| {
            let v: Vec<u32> = Vec::new();
            let _ = v[3];
            Ok(())
        });
        let errors = result.unwrap_err();
        assert!(errors[0].message.starts_with("internal error"), "{}", errors[0].message);
        assert!(errors[0].message.contains("index out of bounds"), "{}", errors[0].message);
        let ours = |seen: &[String]| {
            seen.iter().filter(|s| s.contains("index out of bounds") || s.contains(" round ")).count()
        };
        assert_eq!(ours(&seen.lock().unwrap()), 0, "{:?}", seen.lock().unwrap());
        // Errors pass through untouched.
        assert_eq!(catch_panics(|| Err::<(), _>(vec![Diagnostic::new("x")])).unwrap_err()[0].message, "x");

        // Foreign: the host's hook sees it, on this thread and on another.
        let _ = catch_unwind(|| panic!("host panic here"));
        let _ = std::thread::spawn(|| panic!("host panic there")).join();
        {
            // (Other tests of this process may panic on purpose too: only ours count.)
            let seen: Vec<_> =
                seen.lock().unwrap().iter().filter(|s| s.contains("host panic")).cloned().collect();
            assert_eq!(seen.len(), 2, "{seen:?}");
            assert!(seen[0].contains("host panic here") && seen[1].contains("host panic there"), "{seen:?}");
        }

        // Concurrent panics keep their own messages.
        let threads: Vec<_> = (0..8)
            .map(|t| {
                std::thread::spawn(move || {
                    for round in 0..50 {
                        let message = format!("thread {t} round {round}");
                        let errors = catch_panics(|| panic_with(message.clone())).unwrap_err();
                        assert!(
                            errors[0].message.contains(&format!("{message};")),
                            "{} vs {message}",
                            errors[0].message
                        );
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        assert_eq!(ours(&seen.lock().unwrap()), 0, "our panics reached the host's hook");
        let _ = std::panic::take_hook();
    }
}
