package io.github.allfours.examples.server.http;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A headless Chromium driven by Selenium through chromedriver, both Debian's packages ({@code apt-get install
 * chromium chromium-driver}). Where they are missing the browser tests are skipped with a message saying so,
 * unless {@code -Dallfours.browser=required} (as {@code .ci/run} sets it), which makes that a failure.
 * {@code -Dallfours.chromium=PATH} and {@code -Dallfours.chromedriver=PATH} point at other binaries.
 */
final class Browser implements AutoCloseable {
    static final Path CHROMIUM = Path.of(System.getProperty("allfours.chromium", "/usr/bin/chromium"));
    static final Path CHROMEDRIVER = Path.of(System.getProperty("allfours.chromedriver", "/usr/bin/chromedriver"));

    final ChromeDriver driver;
    private final Path profile;
    /** The origins (scheme, host and port) this browser has opened since it started or was last reset. */
    private final Set<String> origins = new LinkedHashSet<>();

    /** Skips the calling test (or fails it, when a browser is required) if there is no browser to run. */
    static void requireBrowser() {
        boolean present = Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER);
        if (present) {
            return;
        }
        String how = "no browser: " + CHROMIUM + " and " + CHROMEDRIVER + " are needed; install them with"
            + " `sudo apt-get install chromium chromium-driver` (Debian, Ubuntu), or point -Dallfours.chromium and"
            + " -Dallfours.chromedriver at a Chromium and its chromedriver";
        if ("required".equals(System.getProperty("allfours.browser"))) {
            Assertions.fail(how + " (-Dallfours.browser=required)");
        }
        Assumptions.abort(how);
    }

    /**
     * Starts a browser window of a size.
     *
     * @param width  the window's width in CSS pixels
     * @param height its height
     */
    Browser(int width, int height) throws Exception {
        requireBrowser();
        profile = Files.createTempDirectory("allfours-chromium");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        // no connection to anything but the test's server: Chromium's own calls home are off
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
            "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--disable-default-apps", "--disable-extensions", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--user-data-dir=" + profile, "--window-size=" + width + "," + height);
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, java.util.logging.Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile())
            .usingAnyFreePort().build();
        driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(20));
        resize(width, height);
    }

    /**
     * Makes the page's own viewport a size (the window's outer size includes the browser's frame).
     *
     * @param width  the viewport's width in CSS pixels
     * @param height its height
     */
    void resize(int width, int height) {
        driver.manage().window().setSize(new Dimension(width, height));
        Object inner = driver.executeScript("return [window.innerWidth, window.innerHeight];");
        List<?> wh = (List<?>) inner;
        int dw = width - ((Number) wh.get(0)).intValue();
        int dh = height - ((Number) wh.get(1)).intValue();
        if (dw != 0 || dh != 0) {
            driver.manage().window().setSize(new Dimension(width + dw, height + dh));
        }
    }

    /** Opens a URL. */
    void open(String url) {
        URI uri = URI.create(url);
        if (uri.getScheme() != null && uri.getScheme().startsWith("http")) {
            origins.add(uri.getScheme() + "://" + uri.getAuthority());
        }
        driver.get(url);
    }

    /**
     * Makes this browser as a newly started one is, for the next test: one new, blank tab (no history, no session
     * storage) in place of the page it showed, and everything every origin it opened stored (local storage,
     * cookies, caches and the rest) cleared, as are the HTTP cache and the console's log so far.
     */
    void reset() {
        try {
            driver.switchTo().alert().dismiss();          // the page's alert, had it one open, as closing would
        } catch (org.openqa.selenium.NoAlertPresentException none) {
            // the usual case
        }
        String old = driver.getWindowHandle();
        driver.switchTo().newWindow(WindowType.TAB);
        String fresh = driver.getWindowHandle();
        driver.switchTo().window(old).close();
        driver.switchTo().window(fresh);
        for (String origin : origins) {
            driver.executeCdpCommand("Storage.clearDataForOrigin", Map.of("origin", origin, "storageTypes", "all"));
        }
        origins.clear();
        driver.executeCdpCommand("Network.clearBrowserCache", Map.of());
        driver.executeCdpCommand("Network.clearBrowserCookies", Map.of());
        driver.manage().logs().get(LogType.BROWSER);            // read, and so emptied
    }

    /**
     * Waits up to 20 s for a condition. On a timeout the page's screenshot goes to
     * {@code target/browser-failures/} and its console to the error's message.
     */
    <T> T await(String what, Function<WebDriver, T> condition) {
        try {
            return new WebDriverWait(driver, Duration.ofSeconds(20)).pollingEvery(Duration.ofMillis(40)).withMessage(what)
                .until(condition);
        } catch (org.openqa.selenium.TimeoutException e) {
            String shot = "";
            try {
                Path out = Path.of("target", "browser-failures");
                Files.createDirectories(out);
                Path file = out.resolve(System.currentTimeMillis() + ".png");
                Files.write(file, driver.getScreenshotAs(org.openqa.selenium.OutputType.BYTES));
                shot = "; screenshot " + file.toAbsolutePath();
            } catch (Exception ignored) {
                // the timeout is the error to report
            }
            throw new AssertionError("timed out waiting for " + what + shot + "; console: "
                + driver.manage().logs().get(LogType.BROWSER).getAll(), e);
        }
    }

    /** Waits for an element and returns it. */
    WebElement find(String css) {
        return await("an element " + css, d -> {
            List<WebElement> found = d.findElements(By.cssSelector(css));
            return found.isEmpty() ? null : found.get(0);
        });
    }

    /** Clicks an element once it is there, again if the page redrew it meanwhile. */
    void click(String css) {
        await("a clickable " + css, d -> {
            try {
                List<WebElement> found = d.findElements(By.cssSelector(css));
                if (found.isEmpty()) {
                    return null;
                }
                found.get(0).click();
                return Boolean.TRUE;
            } catch (org.openqa.selenium.StaleElementReferenceException e) {
                return null;
            }
        });
    }

    /** The text of an element, read again if the page redrew it meanwhile ("" while it is not there). */
    String text(String css) {
        for (int i = 0; ; i++) {
            try {
                List<WebElement> found = driver.findElements(By.cssSelector(css));
                return found.isEmpty() ? "" : found.get(0).getText();
            } catch (org.openqa.selenium.StaleElementReferenceException e) {
                if (i > 5) {
                    throw e;
                }
            }
        }
    }

    List<WebElement> all(String css) {
        return driver.findElements(By.cssSelector(css));
    }

    Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    /** The browser console's errors so far (a page that throws fails its test). */
    List<String> consoleErrors() {
        List<String> out = new ArrayList<>();
        for (LogEntry e : driver.manage().logs().get(LogType.BROWSER)) {
            if (e.getLevel().intValue() >= java.util.logging.Level.SEVERE.intValue()) {
                out.add(e.getMessage());
            }
        }
        return out;
    }

    /** Saves a screenshot of the window. */
    void screenshot(Path file) throws java.io.IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.write(file, driver.getScreenshotAs(org.openqa.selenium.OutputType.BYTES));
    }

    @Override
    public void close() {
        driver.quit();
        try (var files = Files.walk(profile)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (Exception e) {
            // a temporary profile left behind does no harm
        }
    }
}
