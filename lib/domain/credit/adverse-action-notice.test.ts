import { describe, expect, it } from "vitest";

import { renderAdverseActionNotice, type NoticeInput } from "./adverse-action-notice";
import { ATR_SETTINGS } from "./atr-settings";

const INPUT: NoticeInput = {
  language: "en",
  applicantName: "Ada Lovelace",
  employerName: "Acme Manufacturing",
  decidedAt: new Date("2026-03-05T23:30:00Z"),
  reasons: ["excessive_obligations", "too_little_income_left"],
  creditor: { name: "Example Card Program", address: "1 Main St, Austin, TX 73301" },
  agency: { name: "Federal Trade Commission", address: "600 Pennsylvania Avenue NW, Washington, DC 20580" },
  settings: ATR_SETTINGS,
};

describe("renderAdverseActionNotice", () => {
  it("states the action, the reasons in order, the creditor, the ECOA notice and the agency", () => {
    const notice = renderAdverseActionNotice(INPUT);
    expect(notice.date).toBe("March 5, 2026");
    expect(notice.actionTaken).toContain("declined your application of March 5, 2026");
    expect(notice.reasons).toHaveLength(2);
    expect(notice.reasons[0]).toMatch(/^Excessive obligations in relation to income: .*more than 43%/);
    expect(notice.reasons[1]).toContain("less than $500.00 a month");
    expect(notice.ecoaNotice).toMatch(
      /^The Federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants/,
    );
    expect(notice.ecoaNotice).toContain("good faith exercised any right under the Consumer Credit Protection Act.");
    for (const part of [
      notice.title,
      notice.actionTaken,
      ...notice.reasons,
      notice.ecoaNotice,
      notice.agencyIntro,
      "Example Card Program",
      "1 Main St, Austin, TX 73301",
      "Federal Trade Commission",
      "600 Pennsylvania Avenue NW, Washington, DC 20580",
    ]) {
      expect(notice.text).toContain(part);
    }
  });

  it("renders every reason in Spanish, with Spanish dates", () => {
    const notice = renderAdverseActionNotice({
      ...INPUT,
      language: "es",
      reasons: ["no_income", "income_insufficient", "excessive_obligations", "too_little_income_left"],
    });
    expect(notice.date).toBe("5 de marzo de 2026");
    expect(notice.title).toBe("Aviso de la decisión sobre su solicitud");
    expect(notice.reasons).toEqual([
      expect.stringMatching(/^Ingresos insuficientes .* no informó ingresos/),
      expect.stringMatching(/^Ingresos insuficientes .*\(\$100\.00\)/),
      expect.stringMatching(/^Obligaciones excesivas .*43/),
      expect.stringMatching(/^Obligaciones excesivas .*\$500\.00/),
    ]);
    expect(notice.ecoaNotice).toMatch(/^La Ley Federal de Igualdad de Oportunidades de Crédito/);
    expect(notice.agencyIntro).toMatch(/^La agencia federal/);
  });

  it("carries no amount the person reported, only the program's limits", () => {
    const notice = renderAdverseActionNotice({
      ...INPUT,
      reasons: ["no_income", "income_insufficient", "excessive_obligations", "too_little_income_left"],
    });
    const amounts = notice.text.match(/\$[\d,.]+/g) ?? [];
    expect(new Set(amounts)).toEqual(new Set(["$100.00", "$500.00"]));
  });

  it("refuses to render a notice without a reason", () => {
    expect(() => renderAdverseActionNotice({ ...INPUT, reasons: [] })).toThrow(RangeError);
  });
});
