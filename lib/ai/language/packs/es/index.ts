import type { LanguagePack } from "../language-pack";
import { language } from "./language";
import { es as copyEngine } from "./copy-engine";
import { copyEngineWords } from "./copy-engine-words";
import { copyEngineChecks } from "./copy-engine-checks";
import { TONE_LINES_ES as copyEngineTones } from "./copy-engine-tones";
import { es as textOpsCopies } from "./text-ops-copies";
import { shortWords as textOpsShortWords } from "./text-ops-short-words";
import { es as textOpsStrategies } from "./text-ops-strategies";
import { textOpsSignals } from "./text-ops-signals";
import { textOpsWords } from "./text-ops-words";

/** Spanish: all it writes for both text engines. */
export const es: LanguagePack = { code: "es", language, copyEngine, copyEngineTones, copyEngineWords, copyEngineChecks, textOpsCopies, textOpsStrategies, textOpsShortWords, textOpsWords, textOpsSignals };
