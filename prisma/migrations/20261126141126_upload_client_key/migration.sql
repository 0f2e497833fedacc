-- AlterTable
ALTER TABLE "Upload" ADD COLUMN     "clientKey" TEXT;

-- CreateIndex
CREATE INDEX "Upload_clientKey_idx" ON "Upload"("clientKey");
