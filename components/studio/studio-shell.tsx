"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/components/ui/cn";
import { useWizardStore } from "@/lib/stores/ad-text-wizard";
import { ROLE_INFO, roleCan, type StudioRole } from "@/lib/studio/roles";
import { NotificationBell } from "./notification-bell";
import { ThemeToggle } from "./theme";
import { signOutOfStudio } from "./sign-out";

interface ShellUser {
  email: string;
  role: StudioRole;
}

const NAV = [
  { href: "/ad-texts", label: "Ad texts", icon: "fa-solid fa-pen-nib", match: (p: string) => p.startsWith("/ad-texts") && !p.startsWith("/ad-texts/new") },
  { href: "/ad-texts/new", label: "New ad texts", icon: "fa-solid fa-wand-magic-sparkles", match: (p: string) => p.startsWith("/ad-texts/new"), permission: "write" as const },
  { href: "/presets", label: "Presets", icon: "fa-solid fa-images", match: (p: string) => p.startsWith("/presets") },
  { href: "/photoshoot", label: "Photoshoot", icon: "fa-solid fa-camera-retro", match: (p: string) => p.startsWith("/photoshoot") },
  { href: "/review", label: "Review", icon: "fa-solid fa-clipboard-check", match: (p: string) => p.startsWith("/review") },
  { href: "/tools", label: "Text tools", icon: "fa-solid fa-toolbox", match: (p: string) => p.startsWith("/tools"), permission: "write" as const },
  { href: "/settings", label: "Settings", icon: "fa-solid fa-gear", match: (p: string) => p.startsWith("/settings"), permission: "admin" as const },
];

function NavLinks({ role, onNavigate }: { role: StudioRole; onNavigate?: () => void }) {
  const pathname = usePathname();
  return (
    <>
      {NAV.filter((item) => !item.permission || roleCan(role, item.permission)).map((item) => {
        const active = item.match(pathname);
        return (
          <Link
            key={item.href}
            href={item.href}
            onClick={onNavigate}
            aria-current={active ? "page" : undefined}
            className={cn(
              "flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors",
              active ? "bg-brand-50 text-brand-700 dark:bg-brand-900 dark:text-white" : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800",
            )}
          >
            <Icon name={item.icon} className="w-4 text-center" />
            {item.label}
          </Link>
        );
      })}
    </>
  );
}

/**
 * The account menu, written by hand (a menu library was ~15 KB of every studio page's first load):
 * a menu button whose one item takes focus on open; Escape, Tab or a click elsewhere closes it.
 */
function UserMenu({ user }: { user: ShellUser }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const item = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    item.current?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);
  const onMenuKey = (event: React.KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      trigger.current?.focus();
    } else if (event.key === "Tab") {
      setOpen(false);
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp" || event.key === "Home" || event.key === "End") {
      event.preventDefault();
      item.current?.focus();
    }
  };
  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? "account-menu" : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 font-semibold text-white uppercase" aria-hidden="true">
          {user.email.charAt(0)}
        </span>
        {/* The name is "Account menu for <email>" at every width; the email shows from sm up. */}
        <span className="sr-only">Account menu for </span>
        <span className="hidden max-w-40 truncate sm:inline">{user.email}</span>
        <span className="sr-only sm:hidden">{user.email}</span>
        <Icon name="fa-solid fa-chevron-down" className="text-xs" />
      </button>
      {open && (
        <div
          id="account-menu"
          role="menu"
          aria-label={`Account menu for ${user.email}`}
          onKeyDown={onMenuKey}
          className="absolute right-0 z-50 mt-1.5 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="px-3 py-2 text-xs text-slate-600 dark:text-slate-400">
            Signed in as <span className="font-medium text-slate-900 dark:text-slate-100">{user.email}</span>
            <br />
            Role: {ROLE_INFO[user.role].label}
          </div>
          <div role="separator" className="my-1 h-px bg-slate-200 dark:bg-slate-800" />
          <button
            ref={item}
            type="button"
            role="menuitem"
            onClick={() => void signOutOfStudio()}
            className="flex w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-left text-sm outline-none hover:bg-slate-100 focus:bg-slate-100 dark:hover:bg-slate-800 dark:focus:bg-slate-800"
          >
            <Icon name="fa-solid fa-arrow-right-from-bracket" /> Sign out
          </button>
        </div>
      )}
    </div>
  );
}

/** The signed-in frame: top bar with brand, navigation, theme and account; a menu on small screens. */
export function StudioShell({ user, workspaceName, children }: { user: ShellUser; workspaceName: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  // Drafts live in localStorage: read them after mount, so server and client render alike.
  useEffect(() => {
    void useWizardStore.persist.rehydrate();
  }, []);
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 dark:bg-slate-950">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow dark:focus:bg-slate-900">
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
          <Link href="/ad-texts" className="flex items-center gap-2 font-bold tracking-tight">
            <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-white" aria-hidden="true">
              <Icon name="fa-solid fa-feather-pointed" />
            </span>
            <span>Adcraft</span>
            <span className="hidden max-w-48 truncate text-sm font-normal text-slate-600 md:inline dark:text-slate-400">· {workspaceName}</span>
          </Link>
          <nav aria-label="Studio" className="ml-4 hidden items-center gap-1 lg:flex">
            <NavLinks role={user.role} />
          </nav>
          <div className="ml-auto flex items-center gap-1">
            <NotificationBell />
            <ThemeToggle />
            <UserMenu user={user} />
            <button
              type="button"
              className="flex h-9 w-9 items-center justify-center rounded-lg hover:bg-slate-100 lg:hidden dark:hover:bg-slate-800"
              aria-expanded={open}
              aria-controls="mobile-nav"
              aria-label={open ? "Close menu" : "Open menu"}
              onClick={() => setOpen((o) => !o)}
            >
              <Icon name={open ? "fa-solid fa-xmark" : "fa-solid fa-bars"} />
            </button>
          </div>
        </div>
        {open && (
          <nav id="mobile-nav" aria-label="Studio" className="flex flex-col gap-1 border-t border-slate-200 px-4 py-3 lg:hidden dark:border-slate-800">
            <NavLinks role={user.role} onNavigate={() => setOpen(false)} />
          </nav>
        )}
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
        {children}
      </main>
    </div>
  );
}
