// bench:ab's git side: another commit checked out beside this one, and what the heading says of both.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, realpathSync, rmSync, symlinkSync, unlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

// git's messages end up in the thrown error (its `stderr`), not on the terminal.
const git = (...args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()

/** The short hash of a ref (a branch, a tag, HEAD~3…); throws git's own message when it names no commit. */
export function shortCommit(ref: string): string {
  return git('rev-parse', '--short', '--verify', `${ref}^{commit}`)
}

/**
 * This checkout's commit and whether it has changes on top: what the working-tree side runs. The
 * node_modules symlink of a worktree shows as untracked and is no change.
 */
export function describeWorkingTree(): string {
  const changes = git('status', '--porcelain')
    .split('\n')
    .filter((line) => line && line.slice(3) !== 'node_modules')
  return `working tree (${shortCommit('HEAD')}${changes.length ? ', dirty: uncommitted changes' : ', clean'})`
}

/** Whether the commit's package-lock.json differs from the working tree's (both run on this node_modules). */
export function lockfileDiffers(commit: string): boolean {
  try {
    git('diff', '--quiet', commit, '--', 'package-lock.json')
    return false
  } catch {
    return true
  }
}

/**
 * Checks `commit` out into a temporary detached worktree that runs on this checkout's node_modules (a
 * symlink: installing the same packages again would take minutes). `remove()` takes it away again.
 */
export function checkOutWorktree(commit: string) {
  const parent = mkdtempSync(path.join(tmpdir(), 'bancada-bench-ab-'))
  const dir = path.join(parent, 'ref')
  const nodeModules = path.join(dir, 'node_modules')
  git('worktree', 'add', '--detach', '--quiet', dir, commit)
  const remove = () => {
    // The link first: removing the worktree must not reach into the real node_modules.
    try {
      unlinkSync(nodeModules)
    } catch {}
    try {
      git('worktree', 'remove', '--force', dir)
    } catch {
      // A half-made worktree: delete the folder and let git forget it.
      rmSync(dir, { recursive: true, force: true })
      git('worktree', 'prune')
    }
    rmSync(parent, { recursive: true, force: true })
  }
  try {
    symlinkSync(realpathSync('node_modules'), nodeModules, 'dir')
  } catch (error) {
    remove()
    throw error
  }
  return { dir, remove }
}
