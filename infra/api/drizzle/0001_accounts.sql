CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "captcha_uses" (
	"nonce" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"gender" smallint DEFAULT 0 NOT NULL,
	"email" varchar(200),
	"birthday" date,
	"address" varchar(200),
	"summary" text,
	"password_hash" text,
	"login_type" varchar(10) DEFAULT 'general' NOT NULL,
	"facebook_id" varchar(255),
	"google_id" varchar(255),
	"apple_id" varchar(255),
	"member_grade_id" integer DEFAULT 1 NOT NULL,
	"coin_user_id" varchar(32) NOT NULL,
	"invite_code" varchar(16) NOT NULL,
	"from_invite_code" varchar(16),
	"from_source" smallint NOT NULL,
	"register_device" varchar(20) DEFAULT 'PC' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"withdraw_status" smallint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"protected_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_gender_range" CHECK ("members"."gender" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" varchar(20) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "throttle_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"key" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" varchar(20) NOT NULL,
	"purpose" varchar(20) DEFAULT 'verify' NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_token_hash_uq" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_member_id_idx" ON "auth_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "captcha_uses_expires_at_idx" ON "captcha_uses" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_phone_live_uq" ON "members" USING btree ("phone") WHERE "members"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "members_phone_idx" ON "members" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "members_facebook_id_live_uq" ON "members" USING btree ("facebook_id") WHERE "members"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_google_id_live_uq" ON "members" USING btree ("google_id") WHERE "members"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_apple_id_live_uq" ON "members" USING btree ("apple_id") WHERE "members"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_coin_user_id_uq" ON "members" USING btree ("coin_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_invite_code_uq" ON "members" USING btree ("invite_code");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "throttle_events_kind_key_created_idx" ON "throttle_events" USING btree ("kind","key","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_phone_created_idx" ON "verification_codes" USING btree ("phone","created_at");