"use client";
import { useSyncExternalStore } from "react";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** The wizard's fields as the form holds them (strings from inputs; numbers parsed by the schema). */
export interface WizardValues {
  processName: string;
  productName: string;
  productDescription: string;
  webSiteUrl: string;
  targetAudience: string;
  adGoal: string;
  cta: string;
  type: string;
  tone: string;
  outputLanguage: string;
  emojiSelection: string;
  customRequest: string;
}

export const WIZARD_DEFAULTS: WizardValues = {
  processName: "",
  productName: "",
  productDescription: "",
  webSiteUrl: "",
  targetAudience: "",
  adGoal: "",
  cta: "",
  type: "1",
  tone: "Professional",
  outputLanguage: "en",
  emojiSelection: "2",
  customRequest: "",
};

interface WizardState {
  step: number;
  values: WizardValues;
  /** Render JavaScript when importing from the website. */
  renderJavaScript: boolean;
  /** The service does not return customRequest, so regenerating a process reuses the one kept here. */
  customRequests: Record<number, string>;
  /** What the writer could not do as asked at a process's last generation (not stored by the service). */
  warnings: Record<number, Array<{ code: string; message: string }>>;
  setStep: (step: number) => void;
  setValues: (values: Partial<WizardValues>) => void;
  setRenderJavaScript: (value: boolean) => void;
  rememberCustomRequest: (processId: number, customRequest: string) => void;
  rememberWarnings: (processId: number, warnings: Array<{ code: string; message: string }>) => void;
  /** Starts the wizard on a copy of a process's settings. */
  load: (values: Partial<WizardValues>) => void;
  reset: () => void;
}

export const WIZARD_STORAGE_KEY = "adcraft-ad-text-wizard";

export const useWizardStore = create<WizardState>()(
  persist(
    (set) => ({
      step: 0,
      values: WIZARD_DEFAULTS,
      renderJavaScript: false,
      customRequests: {},
      warnings: {},
      setStep: (step) => set({ step }),
      setValues: (values) => set((state) => ({ values: { ...state.values, ...values } })),
      setRenderJavaScript: (renderJavaScript) => set({ renderJavaScript }),
      rememberCustomRequest: (processId, customRequest) =>
        set((state) => ({ customRequests: Object.fromEntries([...Object.entries(state.customRequests), [String(processId), customRequest]].slice(-50)) })),
      rememberWarnings: (processId, warnings) =>
        set((state) => ({ warnings: Object.fromEntries([...Object.entries(state.warnings).filter(([id]) => id !== String(processId)), [String(processId), warnings]].slice(-50)) })),
      load: (values) => set({ step: 0, values: { ...WIZARD_DEFAULTS, ...values } }),
      reset: () => set({ step: 0, values: WIZARD_DEFAULTS, renderJavaScript: false }),
    }),
    // Hydrated by the wizard after mount, so the server render and the first client render agree.
    { name: WIZARD_STORAGE_KEY, version: 1, storage: createJSONStorage(() => localStorage), skipHydration: true },
  ),
);

/** True once the persisted wizard has been read (the studio shell starts that after mount). */
export function useWizardHydrated(): boolean {
  return useSyncExternalStore(
    (onChange) => useWizardStore.persist.onFinishHydration(onChange),
    () => useWizardStore.persist.hasHydrated(),
    () => false,
  );
}
