import { describe, expect, it } from "vitest";
import { frequencyLabel, isMailTopicId, MAIL_TOPICS, mailTopic, topicsFor } from "./topics";

describe("mail topics", () => {
  it("offer their default, end with 'off' and have unique ids", () => {
    expect(new Set(MAIL_TOPICS.map((topic) => topic.id)).size).toBe(MAIL_TOPICS.length);
    for (const topic of MAIL_TOPICS) {
      expect(topic.frequencies).toContain(topic.defaultFrequency);
      expect(topic.frequencies.at(-1)).toBe("off");
    }
  });

  it("default event reminders to direct, offering direct or off", () => {
    const reminders = mailTopic("event_reminders");
    expect(reminders.label).toBe("Herinneringen voor events waarvoor je bent aangemeld");
    expect(reminders.frequencies).toEqual(["direct", "off"]);
    expect(reminders.defaultFrequency).toBe("direct");
    expect(frequencyLabel(reminders, "off")).toBe("Uit");
  });

  it("offer the moderators' digest to moderators and admins only", () => {
    const members = ["event_reminders", "match_questions", "personal_notifications", "following_updates", "organizer_notifications"];
    expect(topicsFor({ roles: [] }).map((topic) => topic.id)).toEqual(members);
    expect(topicsFor({ roles: ["moderator"] }).map((topic) => topic.id)).toEqual([...members, "moderation_digest"]);
  });

  it("default personal and organizer notifications to direct and followed news to weekly, each direct, daily, weekly or off", () => {
    expect(mailTopic("personal_notifications").defaultFrequency).toBe("direct");
    expect(mailTopic("organizer_notifications").defaultFrequency).toBe("direct");
    expect(mailTopic("following_updates").defaultFrequency).toBe("weekly");
    for (const id of ["personal_notifications", "following_updates", "organizer_notifications"] as const) {
      expect(mailTopic(id).frequencies).toEqual(["direct", "daily", "weekly", "off"]);
    }
  });

  it("know their ids", () => {
    expect(isMailTopicId("event_reminders")).toBe(true);
    expect(isMailTopicId("constructor")).toBe(false);
    expect(isMailTopicId(undefined)).toBe(false);
  });
});
