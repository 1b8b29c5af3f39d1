import type { LanguagePack } from "../language-pack";
import { language } from "./language";
import { de as copyEngine } from "./copy-engine";
import { copyEngineWords } from "./copy-engine-words";
import { copyEngineChecks } from "./copy-engine-checks";
import { TONE_LINES_DE as copyEngineTones } from "./copy-engine-tones";
import { de as textOpsCopies } from "./text-ops-copies";
import { shortWords as textOpsShortWords } from "./text-ops-short-words";
import { de as textOpsStrategies } from "./text-ops-strategies";
import { textOpsSignals } from "./text-ops-signals";
import { textOpsWords } from "./text-ops-words";

/** German: all it writes for both text engines. */
export const de: LanguagePack = { code: "de", language, copyEngine, copyEngineTones, copyEngineWords, copyEngineChecks, textOpsCopies, textOpsStrategies, textOpsShortWords, textOpsWords, textOpsSignals };
