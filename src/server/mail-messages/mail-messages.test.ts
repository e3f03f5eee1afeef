import { describe, expect, it } from "vitest";
import { accountExistsMessage } from "./account-exists";
import { passwordResetCodeMessage, signInCodeMessage } from "./one-time-code";
import { staffInvitationMessage } from "./staff-invitation";

describe("mail messages", () => {
  it("tells the sign-in code and how long it lasts, in the text and the HTML", () => {
    const message = signInCodeMessage({ to: "ann@mail.test", code: "123456", minutes: 10 });
    expect(message.to).toBe("ann@mail.test");
    expect(message.subject).toBe("123456 is your Keystone sign-in code");
    expect(message.text).toContain("Your Keystone sign-in code is 123456 — it expires in 10 minutes.");
    expect(message.html).toContain("Your Keystone sign-in code is 123456 — it expires in 10 minutes.");
  });

  it("says a password reset code is for a password reset", () => {
    const message = passwordResetCodeMessage({ to: "ann@mail.test", code: "654321", minutes: 10 });
    expect(message.text).toContain("Your Keystone password reset code is 654321");
  });

  it("points someone who signed up again to signing in", () => {
    const message = accountExistsMessage({ to: "ann@mail.test", signInUrl: "https://k.test/auth/login" });
    expect(message.subject).toBe("You already have a Keystone account");
    expect(message.text).toContain("Sign in to your account:\nhttps://k.test/auth/login");
    expect(message.html).toContain('<a href="https://k.test/auth/login">Sign in to your account</a>');
  });

  it("invites a colleague with a one-time link valid 72 hours, escaping names in the HTML", () => {
    const message = staffInvitationMessage({
      to: "new@acme.test",
      organisationName: "Acme <Credit> Union",
      invitedBy: "Dana Fox",
      role: "loanOfficer",
      acceptUrl: "https://k.test/portal/invitation?token=abc&x=1",
    });
    expect(message.subject).toBe("Join Acme <Credit> Union on the Keystone portal");
    expect(message.text).toContain(
      "Dana Fox has invited you to the Keystone partner portal as a loan officer",
    );
    expect(message.text).toContain("https://k.test/portal/invitation?token=abc&x=1");
    expect(message.text).toContain("for 72 hours");
    expect(message.html).toContain("Acme &lt;Credit&gt; Union");
    expect(message.html).toContain('href="https://k.test/portal/invitation?token=abc&amp;x=1"');
  });

  it("carries no images, remote styles or scripts", () => {
    const html = signInCodeMessage({ to: "a@b.test", code: "111111", minutes: 10 }).html ?? "";
    expect(html).not.toMatch(/<img|<script|<link|url\(|http/i);
  });
});
