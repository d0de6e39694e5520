// Removing temporary output files when the process is killed by a catchable signal.
//
// Why C: a signal handler may only call async-signal-safe functions (unlink, signal, raise) and read
// plain static memory; Swift code (which may allocate, take locks or touch reference counts) must
// never run there. Swift registers each temporary path in a fixed table; the handler unlinks every
// registered path, then hands the signal on: to the handler that was installed before (a program using
// the library keeps its own SIGTERM handling), or, where there was none, by restoring the default
// action and re-raising, so the process still dies by the same signal (and its parent sees the same
// status).
#ifndef MOCKSHOT_CLEANUP_H
#define MOCKSHOT_CLEANUP_H

#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

/// Temporary files alive at once (one per output of a command; batches prepare one per image).
#define MKS_CLEANUP_SLOTS 256
/// Longest path kept (PATH_MAX); a longer one is simply not registered.
#define MKS_CLEANUP_PATH 4096

/// The table. It lives in a function-local static because Swift's importer emits the static inline
/// functions a module calls (and their local statics) but not file-scope variables of a header.
#define MKS_CLEANUP_SIGNALS 6

typedef struct {
    char paths[MKS_CLEANUP_SLOTS][MKS_CLEANUP_PATH];
    volatile sig_atomic_t used[MKS_CLEANUP_SLOTS];
    pthread_mutex_t lock;
    int installed;
    /// The actions in place before ours, per entry of `signals`.
    int signals[MKS_CLEANUP_SIGNALS];
    struct sigaction previous[MKS_CLEANUP_SIGNALS];
} mks_cleanup_table;

static inline mks_cleanup_table *mks_cleanup_state(void) {
    static mks_cleanup_table table = {.lock = PTHREAD_MUTEX_INITIALIZER};
    return &table;
}

static inline void mks_cleanup_handler(int sig, siginfo_t *info, void *context) {
    mks_cleanup_table *t = mks_cleanup_state();
    for (int i = 0; i < MKS_CLEANUP_SLOTS; i++) {
        if (t->used[i]) unlink(t->paths[i]);
    }
    for (int i = 0; i < MKS_CLEANUP_SIGNALS; i++) {
        if (t->signals[i] != sig) continue;
        struct sigaction *before = &t->previous[i];
        if (before->sa_flags & SA_SIGINFO) {
            if (before->sa_sigaction != NULL) { before->sa_sigaction(sig, info, context); return; }
        } else if (before->sa_handler != SIG_DFL && before->sa_handler != SIG_IGN && before->sa_handler != NULL) {
            before->sa_handler(sig);
            return;
        }
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

/// Installs the handler for SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE and SIGXFSZ (file size limit),
/// leaving alone a signal the process ignores (e.g. under `nohup`). Safe to call more than once.
static inline void mks_cleanup_install(void) {
    static const int signals[MKS_CLEANUP_SIGNALS] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGXFSZ};
    mks_cleanup_table *t = mks_cleanup_state();
    pthread_mutex_lock(&t->lock);
    if (!t->installed) {
        t->installed = 1;
        for (int i = 0; i < MKS_CLEANUP_SIGNALS; i++) {
            struct sigaction old;
            if (sigaction(signals[i], NULL, &old) != 0 || (!(old.sa_flags & SA_SIGINFO) && old.sa_handler == SIG_IGN)) continue;
            t->previous[i] = old;
            t->signals[i] = signals[i];
            struct sigaction action;
            memset(&action, 0, sizeof action);
            action.sa_sigaction = mks_cleanup_handler;
            action.sa_flags = SA_SIGINFO;
            sigfillset(&action.sa_mask);
            sigaction(signals[i], &action, NULL);
        }
    }
    pthread_mutex_unlock(&t->lock);
}

/// Registers `path` (NUL-terminated); returns its slot, or -1 when the table is full or the path too long
/// (the file is then only removed by the normal error paths and the next run's sweep).
static inline int mks_cleanup_register(const char *path) {
    size_t length = strlen(path);
    if (length >= MKS_CLEANUP_PATH) return -1;
    mks_cleanup_table *t = mks_cleanup_state();
    pthread_mutex_lock(&t->lock);
    int slot = -1;
    for (int i = 0; i < MKS_CLEANUP_SLOTS; i++) {
        if (!t->used[i]) {
            memcpy(t->paths[i], path, length + 1);
            t->used[i] = 1; // published after the path is complete
            slot = i;
            break;
        }
    }
    pthread_mutex_unlock(&t->lock);
    return slot;
}

/// Forgets a slot (after the file was renamed into place or removed).
static inline void mks_cleanup_unregister(int slot) {
    if (slot < 0 || slot >= MKS_CLEANUP_SLOTS) return;
    mks_cleanup_table *t = mks_cleanup_state();
    pthread_mutex_lock(&t->lock);
    t->used[slot] = 0;
    pthread_mutex_unlock(&t->lock);
}

#endif
