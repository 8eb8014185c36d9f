CREATE TABLE "match_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"response_id" uuid NOT NULL,
	"party" text NOT NULL,
	"round" integer NOT NULL,
	"token_hash" text NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	CONSTRAINT "match_questions_token_hash_key" UNIQUE("token_hash"),
	CONSTRAINT "match_questions_response_party_round_key" UNIQUE("response_id","party","round"),
	CONSTRAINT "match_questions_party_check" CHECK ("match_questions"."party" in ('volunteer', 'organizer')),
	CONSTRAINT "match_questions_round_check" CHECK ("match_questions"."round" in (1, 2)),
	CONSTRAINT "match_questions_answer_check" CHECK ("match_questions"."answer" in ('ja', 'nee', 'nog-niet'))
);
--> statement-breakpoint
ALTER TABLE "match_questions" ADD CONSTRAINT "match_questions_response_id_vacancy_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."vacancy_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_questions_answered_idx" ON "match_questions" USING btree ("answer","answered_at");